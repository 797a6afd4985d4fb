import { ConfigError } from './config-error';
import { runtimeShape } from './runtime-shape';

const DATABASE_URL = 'postgres://db/tezgah';
const AMQP_URL = 'amqp://rabbit';
const NATS_URL = 'nats://nats:4222';

describe('runtimeShape', () => {
  it('is distributed when the database, AMQP and NATS URLs are all set', () => {
    expect(runtimeShape({ DATABASE_URL, AMQP_URL, NATS_URL })).toBe('distributed');
  });

  it('is single when none of them is set', () => {
    expect(runtimeShape({})).toBe('single');
  });

  it('refuses a half-configured process, naming what is missing', () => {
    expect(() => runtimeShape({ DATABASE_URL })).toThrow(ConfigError);
    expect(() => runtimeShape({ DATABASE_URL })).toThrow(/AMQP_URL: required in the distributed shape \(DATABASE_URL is set\)/);
    expect(() => runtimeShape({ DATABASE_URL })).toThrow(/NATS_URL: required/);
    expect(() => runtimeShape({ AMQP_URL, NATS_URL })).toThrow(
      /DATABASE_URL: required in the distributed shape \(AMQP_URL, NATS_URL are set\)/,
    );
  });
});

import { baseConfigSchema } from './base-config.schema';
import { loadConfig } from './load-config';

describe('baseConfigSchema', () => {
  it('defaults to a production single process named tezgah', () => {
    expect(loadConfig(baseConfigSchema, {})).toEqual({
      TEZGAH_ENV: 'production',
      TEZGAH_NAMESPACE: 'tezgah',
      TEZGAH_DATA_DIR: './.tezgah/data',
      DATABASE_POOL_IDLE_MS: 10_000,
      DATABASE_CONNECT_TIMEOUT_MS: 60_000,
    });
  });

  it('reads the distributed variables', () => {
    const config = loadConfig(baseConfigSchema, {
      TEZGAH_ENV: 'demo',
      METRICS_PORT: '9465',
      DATABASE_URL: 'postgres://postgres@db:5432/tezgah',
      AMQP_URL: 'amqp://guest:guest@rabbit:5672',
      NATS_URL: 'nats://n1:4222,nats://n2:4222',
      REDIS_URL: 'redis://redis:6379',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
    });
    expect(config).toMatchObject({ TEZGAH_ENV: 'demo', METRICS_PORT: 9465, LOG_LEVEL: 'debug', LOG_FORMAT: 'json' });
  });

  it.each(['Tezgah', '1abc', 'a_b', 'a'.repeat(32)])('rejects the namespace %j', (namespace) => {
    expect(() => loadConfig(baseConfigSchema, { TEZGAH_NAMESPACE: namespace })).toThrow(/TEZGAH_NAMESPACE: expected a lowercase letter/);
  });

  it.each(['stage-2', 'a', 'a'.repeat(31)])('accepts the namespace %j', (namespace) => {
    expect(loadConfig(baseConfigSchema, { TEZGAH_NAMESPACE: namespace }).TEZGAH_NAMESPACE).toBe(namespace);
  });

  it('rejects a database URL of another kind', () => {
    expect(() => loadConfig(baseConfigSchema, { DATABASE_URL: 'mysql://db/x' })).toThrow(
      'DATABASE_URL: expected a postgres:// or postgresql:// URL',
    );
  });

  it('reads the pool settings', () => {
    const config = loadConfig(baseConfigSchema, {
      DATABASE_POOL_MAX: '4',
      DATABASE_POOL_IDLE_MS: '2500',
      DATABASE_CONNECT_TIMEOUT_MS: '0',
    });
    expect(config).toMatchObject({ DATABASE_POOL_MAX: 4, DATABASE_POOL_IDLE_MS: 2500, DATABASE_CONNECT_TIMEOUT_MS: 0 });
  });

  it.each([
    ['DATABASE_POOL_MAX', '0', 'expected an integer between 1 and 100, got "0"'],
    ['DATABASE_POOL_MAX', '2.5', 'expected an integer between 1 and 100, got "2.5"'],
    ['DATABASE_POOL_IDLE_MS', '50', 'expected an integer between 100 and 3600000, got "50"'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '-1', 'expected an integer between 0 and 600000, got "-1"'],
  ])('rejects %s=%j', (name, raw, message) => {
    expect(() => loadConfig(baseConfigSchema, { [name]: raw })).toThrow(`${name}: ${message}`);
  });

  it('rejects a metrics port out of range', () => {
    expect(() => loadConfig(baseConfigSchema, { METRICS_PORT: '70000' })).toThrow(
      'METRICS_PORT: expected an integer between 1 and 65535, got "70000"',
    );
  });
});

import { envBool, envInt, envUrl, envUrlList } from './env-types';

describe('envInt', () => {
  const port = envInt({ min: 1, max: 65535 });

  it('turns a digit string into a number', () => {
    expect(port.parse('8080')).toBe(8080);
    expect(port.parse(' 42 ')).toBe(42);
  });

  it.each(['abc', '12.5', '1e3', '', '0', '65536'])('rejects %j with the range and the value', (raw) => {
    const result = port.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(`expected an integer between 1 and 65535, got ${JSON.stringify(raw)}`);
  });

  it('keeps a default when used with .default()', () => {
    expect(port.default(3000).parse(undefined)).toBe(3000);
  });
});

describe('envBool', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['off', false],
  ])('reads %j as %j', (raw, expected) => {
    expect(envBool().parse(raw)).toBe(expected);
  });

  it('rejects anything else, naming the value', () => {
    expect(envBool().safeParse('maybe').error?.issues[0].message).toBe('expected true or false, got "maybe"');
  });
});

describe('envUrl', () => {
  it('accepts only the listed schemes', () => {
    const url = envUrl(['postgres', 'postgresql']);
    expect(url.safeParse('postgres://u@h:5432/db').success).toBe(true);
    expect(url.safeParse('postgresql://h/db').success).toBe(true);
    expect(url.safeParse('mysql://h/db').success).toBe(false);
    expect(url.safeParse('not a url').success).toBe(false);
  });

  it('accepts a comma-separated list when asked to', () => {
    const list = envUrlList(['nats']);
    expect(list.safeParse('nats://a:4222,nats://b:4222').success).toBe(true);
    expect(list.safeParse('nats://a:4222,http://b').success).toBe(false);
  });
});

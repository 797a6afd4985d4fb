import { z } from 'zod';
import { baseConfigSchema } from './base-config.schema';
import { ConfigError } from './config-error';
import { envBool, envInt } from './env-types';
import { loadConfig } from './load-config';

const gatewaySchema = baseConfigSchema.extend({
  PORT: envInt({ min: 1, max: 65535 }).default(3000),
  TEZGAH_JWT_SECRET: z.string().min(32),
  FEATURE_X: envBool().default(false),
});

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  const secret = 's'.repeat(32);

  it('returns typed values with the defaults applied', () => {
    const config = loadConfig(gatewaySchema, { TEZGAH_JWT_SECRET: secret, PORT: '8080', FEATURE_X: 'true' });
    expect(config.PORT).toBe(8080);
    expect(config.FEATURE_X).toBe(true);
    expect(config.TEZGAH_ENV).toBe('production');
  });

  it('formats the message as the operator reads it', () => {
    expect(() => loadConfig(gatewaySchema, { TEZGAH_JWT_SECRET: secret, PORT: 'abc' })).toThrow(
      'Invalid configuration:\n  - PORT: expected an integer between 1 and 65535, got "abc"',
    );
  });

  it('lists every bad variable at once, by name', () => {
    const problems = problemsOf(() =>
      loadConfig(gatewaySchema, { PORT: '0', TEZGAH_ENV: 'staging', LOG_LEVEL: 'loud', TEZGAH_JWT_SECRET: 'short' }),
    );
    expect(problems).toEqual([
      'TEZGAH_ENV: Invalid option: expected one of "production"|"demo", got "staging"',
      'LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent", got "loud"',
      'PORT: expected an integer between 1 and 65535, got "0"',
      'TEZGAH_JWT_SECRET: Too small: expected string to have >=32 characters',
    ]);
  });

  it('says a required variable is not set', () => {
    expect(problemsOf(() => loadConfig(gatewaySchema, {}))).toEqual(['TEZGAH_JWT_SECRET: required but not set']);
  });

  it('does not echo the value of free-text variables (they may be secrets)', () => {
    const problems = problemsOf(() => loadConfig(gatewaySchema, { TEZGAH_JWT_SECRET: 'hunter2' }));
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig(gatewaySchema, { TEZGAH_JWT_SECRET: secret, DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('ignores variables the schema does not know', () => {
    expect(loadConfig(baseConfigSchema, { HOME: '/root' })).not.toHaveProperty('HOME');
  });
});

import { childEnv } from './child-env';

describe('childEnv', () => {
  const base = {
    PATH: '/usr/bin',
    HOME: '/root',
    DATABASE_URL: 'postgres://dev',
    REDIS_URL: 'redis://dev',
    NODE_ENV: 'test',
    JEST_WORKER_ID: '1',
    TEZGAH_ENV: 'production',
    PORT: '3000',
    UNSET: undefined,
  };

  it('keeps the ordinary environment and drops connection settings and test-runner variables', () => {
    expect(childEnv(base, {})).toEqual({ PATH: '/usr/bin', HOME: '/root' });
  });

  it('lays the system settings over it and the caller overrides over those', () => {
    const env = childEnv(base, { TEZGAH_ENV: 'demo', PORT: '4000' }, { PORT: '5000', LOG_LEVEL: 'warn' });
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/root', TEZGAH_ENV: 'demo', PORT: '5000', LOG_LEVEL: 'warn' });
  });
});

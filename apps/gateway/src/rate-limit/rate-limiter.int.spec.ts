import { Redis } from 'ioredis';
import { categoriesFor } from './rate-limit-policy';
import { RateLimiter } from './rate-limiter';

describe('categoriesFor', () => {
  it('puts each request in its budgets (spec Limits, decisions §3-§4)', () => {
    expect(categoriesFor('GET', '/v1/auth/me')).toEqual(['read']);
    expect(categoriesFor('POST', '/v1/auth/token')).toEqual(['loginIp']);
    expect(categoriesFor('POST', '/v1/auth/refresh')).toEqual(['refreshIp']);
    expect(categoriesFor('POST', '/v1/auth/logout')).toEqual(['write']);
    expect(categoriesFor('PATCH', '/v1/orders/x/status')).toEqual(['write']);
    expect(categoriesFor('POST', '/v1/products/bulk')).toEqual(['bulk', 'write']);
    expect(categoriesFor('GET', '/v1/documents/AbC-_1')).toEqual(['documentIp']);
    expect(categoriesFor('GET', '/v1/documents')).toEqual(['read']);
  });
});

describe('RateLimiter in memory', () => {
  it('counts down and refuses past the budget with a retry time', async () => {
    const limiter = new RateLimiter({ memory: true });
    for (let n = 1; n <= 5; n++) {
      const outcome = await limiter.consume('loginEmail', 'a@b.c');
      expect(outcome).toMatchObject({ allowed: true, limit: 5, remaining: 5 - n });
    }
    const refused = await limiter.consume('loginEmail', 'a@b.c');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(300);
    expect(refused.resetAt).toBeGreaterThan(Date.now() / 1000);
    expect((await limiter.consume('loginEmail', 'other@b.c')).allowed).toBe(true);
  });
});

describe('RateLimiter on Redis', () => {
  it('shares one budget between two limiters (two gateway replicas)', async () => {
    const redisA = new Redis('redis://127.0.0.1:6379');
    const redisB = new Redis('redis://127.0.0.1:6379');
    const prefix = `test-${process.pid}-${Date.now()}`;
    try {
      const a = new RateLimiter({ redis: redisA, keyPrefix: prefix });
      const b = new RateLimiter({ redis: redisB, keyPrefix: prefix });
      for (let n = 0; n < 3; n++) await a.consume('bulk', 'u:1');
      for (let n = 0; n < 2; n++) await b.consume('bulk', 'u:1');
      expect((await a.consume('bulk', 'u:1')).allowed).toBe(false);
    } finally {
      redisA.disconnect();
      redisB.disconnect();
    }
  });

  it('fails open for reads and closed for logins when Redis is unreachable', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    redis.on('error', () => undefined);
    try {
      const limiter = new RateLimiter({ redis, keyPrefix: 'down' });
      expect(await limiter.consume('read', 'u:1')).toMatchObject({ allowed: true, storeFailed: true });
      expect(await limiter.consume('loginIp', 'ip:1')).toMatchObject({ allowed: false, storeFailed: true });
    } finally {
      redis.disconnect();
    }
  });
});

import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMITS, type RateLimitCategory } from './rate-limit-policy';

/** The outcome of spending one point of a budget. */
export interface RateLimitOutcome {
  category: RateLimitCategory;
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch seconds at which the budget is whole again. */
  resetAt: number;
  retryAfterS: number;
  /** The store did not answer; `allowed` then follows the category's fail-open rule. */
  storeFailed: boolean;
}

/** What the rate-limit hook adds to a request (beside what `@tezgah/gateway-kit` declares). */
declare module 'fastify' {
  interface FastifyRequest {
    /** The budgets spent so far; the login hook adds the per-e-mail one. */
    rateLimitOutcomes?: RateLimitOutcome[];
  }
}

/**
 * Budgets per category, shared by every gateway replica through Redis (or kept in memory in the
 * single-process shape). rate-limiter-flexible does the counting; this only applies our policy.
 */
export class RateLimiter {
  private readonly limiters = new Map<RateLimitCategory, RateLimiterAbstract>();

  constructor(store: { redis: Redis; keyPrefix: string } | { memory: true }) {
    for (const [category, { points, durationS }] of Object.entries(RATE_LIMITS) as Array<
      [RateLimitCategory, (typeof RATE_LIMITS)[RateLimitCategory]]
    >) {
      const options = { points, duration: durationS };
      this.limiters.set(
        category,
        'redis' in store
          ? new RateLimiterRedis({ ...options, storeClient: store.redis, keyPrefix: `${store.keyPrefix}:rl:${category}` })
          : new RateLimiterMemory({ ...options, keyPrefix: category }),
      );
    }
  }

  private limiterOf(category: RateLimitCategory): RateLimiterAbstract {
    const limiter = this.limiters.get(category);
    if (!limiter) throw new Error(`no rate limiter for ${category}`);
    return limiter;
  }

  async consume(category: RateLimitCategory, key: string): Promise<RateLimitOutcome> {
    const policy = RATE_LIMITS[category];
    try {
      return outcome(category, true, await this.limiterOf(category).consume(key));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return outcome(category, false, rejection);
      return {
        category,
        allowed: policy.failOpen,
        limit: policy.points,
        remaining: policy.points,
        resetAt: Math.ceil(Date.now() / 1000) + policy.durationS,
        retryAfterS: policy.durationS,
        storeFailed: true,
      };
    }
  }
}

function outcome(category: RateLimitCategory, allowed: boolean, res: RateLimiterRes): RateLimitOutcome {
  const limit = RATE_LIMITS[category].points;
  return {
    category,
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetAt: Math.ceil((Date.now() + res.msBeforeNext) / 1000),
    retryAfterS: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    storeFailed: false,
  };
}

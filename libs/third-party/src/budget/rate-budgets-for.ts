import { Redis } from 'ioredis';
import { MemoryRateBudgets } from './memory-rate-budgets';
import type { RateBudgetStore } from './rate-budget.store';
import { RedisRateBudgets } from './redis-rate-budgets';

/**
 * The budget store a process's configuration selects, as the gateway picks its rate-limit
 * store: Redis when `REDIS_URL` is set (the distributed shape: every replica shares the
 * budgets), memory otherwise (the single process).
 */
export function rateBudgetsFor(config: { REDIS_URL?: string; TEZGAH_NAMESPACE: string }): RateBudgetStore {
  if (!config.REDIS_URL) return new MemoryRateBudgets();
  // Fail fast while Redis is down (no offline queue): the turn then comes from the process's own budget.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  return new RedisRateBudgets(redis, config.TEZGAH_NAMESPACE);
}

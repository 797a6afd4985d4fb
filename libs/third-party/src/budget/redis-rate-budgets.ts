import { getOrCreateCounter } from '@tezgah/observability';
import type { Redis } from 'ioredis';
import { MemoryRateBudgets } from './memory-rate-budgets';
import { burstToleranceMs, type Headroom, type RateAllowance, type RateTurn, turnIntervalMs } from './rate-budget';
import type { BudgetKey, RateBudgetStore } from './rate-budget.store';

/**
 * RateBudget's arithmetic, atomic in Redis and on Redis's clock (replicas' clocks may differ):
 * the key holds the moment of the next free turn; a turn within the longest wait is taken and
 * moves it on by one interval. The key expires once the budget is whole again.
 * With a burst, a turn may be taken up to ARGV[3] (burstToleranceMs) before its even-spacing moment.
 * KEYS[1] the budget; ARGV[1] the interval (turnIntervalMs), ARGV[2] the longest wait (ms), ARGV[3] the tolerance (ms).
 * Returns {granted (1 or 0), wait in whole ms}.
 */
const RESERVE_TURN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local interval = tonumber(ARGV[1])
local due = math.max(now, tonumber(redis.call('GET', KEYS[1])) or 0)
local turn_at = math.max(now, due - tonumber(ARGV[3] or '0'))
local wait = math.ceil(turn_at - now)
if wait > tonumber(ARGV[2]) then return {0, wait} end
local next_turn = due + interval
redis.call('SET', KEYS[1], string.format('%.3f', next_turn), 'PX', math.ceil(next_turn - now) + 1000)
return {1, wait}
`;

type ReservingRedis = Redis & {
  reserveTurn(key: string, intervalMs: string, maxWaitMs: string, toleranceMs: string): Promise<[number, number]>;
};

/**
 * The budgets every replica shares (the distributed shape). While Redis does not answer, each
 * process falls back to budgets of its own (today's allowance per replica rather than none),
 * counted in `tezgah_rate_budget_store_failures_total`.
 */
export class RedisRateBudgets implements RateBudgetStore {
  private readonly redis: ReservingRedis;
  private readonly fallback = new MemoryRateBudgets();
  private readonly failures = getOrCreateCounter({
    name: 'tezgah_rate_budget_store_failures_total',
    help: "Third-party rate-budget turns taken from the process's own budget because Redis did not answer",
  });

  /** `redis` is the caller's connection, closed by close(); keys are `<keyPrefix>:budget:<party>:<account>:<operation>`. */
  constructor(
    redis: Redis,
    private readonly keyPrefix: string,
  ) {
    redis.defineCommand('reserveTurn', { numberOfKeys: 1, lua: RESERVE_TURN });
    this.redis = redis as ReservingRedis;
  }

  async reserve(key: BudgetKey, allowance: RateAllowance, maxWaitMs: number, headroom: Headroom = 0): Promise<RateTurn> {
    const intervalMs = turnIntervalMs(allowance);
    try {
      const tolerance = String(burstToleranceMs(allowance, headroom));
      const [granted, waitMs] = await this.redis.reserveTurn(this.redisKey(key), String(intervalMs), String(maxWaitMs), tolerance);
      return { granted: granted === 1, waitMs };
    } catch {
      this.failures.inc();
      return this.fallback.reserve(key, allowance, maxWaitMs, headroom);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    await this.fallback.close();
  }

  private redisKey({ party, account, operation }: BudgetKey): string {
    return [this.keyPrefix, 'budget', party, encodeURIComponent(account), encodeURIComponent(operation)].join(':');
  }
}

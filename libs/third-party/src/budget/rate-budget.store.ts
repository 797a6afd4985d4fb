import type { Headroom, RateAllowance, RateTurn } from './rate-budget';

/** Whose budget: one account at one party, for one operation (the allowance's bucket). */
export interface BudgetKey {
  party: string;
  account: string;
  operation: string;
}

/**
 * Where the rate budgets live: in memory for one process, in Redis when replicas must share
 * them. Either hands out turns first come, first served, as RateBudget describes.
 */
export interface RateBudgetStore {
  /**
   * The next turn of the key's budget and the wait before it; refused, and not taken, when it is
   * further away than `maxWaitMs`. With a headroom, the turn leaves that many of the burst's turns to others.
   */
  reserve(key: BudgetKey, allowance: RateAllowance, maxWaitMs: number, headroom?: Headroom): Promise<RateTurn>;
  close(): Promise<void>;
}

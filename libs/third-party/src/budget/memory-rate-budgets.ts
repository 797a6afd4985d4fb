import { type Headroom, RateBudget, type RateAllowance, type RateTurn } from './rate-budget';
import type { BudgetKey, RateBudgetStore } from './rate-budget.store';

/**
 * The budgets of one process (the single-process shape, and tests). A key's allowance comes from
 * the adapter with each reservation; a different one (learnt from the party) is followed from then on.
 */
export class MemoryRateBudgets implements RateBudgetStore {
  private readonly budgets = new Map<string, { budget: RateBudget; allowance: string }>();

  reserve(key: BudgetKey, allowance: RateAllowance, maxWaitMs: number, headroom: Headroom = 0): Promise<RateTurn> {
    return Promise.resolve(this.reserveNow(key, allowance, maxWaitMs, Date.now(), headroom));
  }

  reserveNow(key: BudgetKey, allowance: RateAllowance, maxWaitMs: number, now: number = Date.now(), headroom: Headroom = 0): RateTurn {
    const id = JSON.stringify([key.party, key.account, key.operation]);
    const given = JSON.stringify(allowance);
    let entry = this.budgets.get(id);
    if (!entry) {
      entry = { budget: new RateBudget(allowance), allowance: given };
      this.budgets.set(id, entry);
    } else if (entry.allowance !== given) {
      // The adapter learnt another allowance from the party's answers (e.g. SP-API's x-amzn-RateLimit-Limit).
      entry.budget.follow(allowance);
      entry.allowance = given;
    }
    return entry.budget.reserve(maxWaitMs, now, headroom);
  }

  close(): Promise<void> {
    this.budgets.clear();
    return Promise.resolve();
  }
}

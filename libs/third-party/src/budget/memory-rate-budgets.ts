import { RateBudget, type RateAllowance, type RateTurn } from './rate-budget';
import type { BudgetKey, RateBudgetStore } from './rate-budget.store';

/**
 * The budgets of one process (the single-process shape, and tests). The first reservation of a
 * key fixes its allowance: it comes from the adapter, the same for every caller.
 */
export class MemoryRateBudgets implements RateBudgetStore {
  private readonly budgets = new Map<string, RateBudget>();

  reserve(key: BudgetKey, allowance: RateAllowance, maxWaitMs: number): Promise<RateTurn> {
    return Promise.resolve(this.reserveNow(key, allowance, maxWaitMs));
  }

  reserveNow(key: BudgetKey, allowance: RateAllowance, maxWaitMs: number, now: number = Date.now()): RateTurn {
    const id = JSON.stringify([key.party, key.account, key.operation]);
    let budget = this.budgets.get(id);
    if (!budget) {
      budget = new RateBudget(allowance);
      this.budgets.set(id, budget);
    }
    return budget.reserve(maxWaitMs, now);
  }

  close(): Promise<void> {
    this.budgets.clear();
    return Promise.resolve();
  }
}

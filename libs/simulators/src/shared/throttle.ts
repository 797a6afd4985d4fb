import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** A marketplace's documented request budget per seller account (fixed window). */
export class SellerThrottle {
  private limiter: RateLimiterMemory;

  constructor(private readonly budget: { points: number; durationSeconds: number }) {
    this.limiter = this.fresh();
  }

  /** Spends one request of the seller's budget: null when allowed, else the seconds to wait (Retry-After). */
  async take(seller: string): Promise<number | null> {
    try {
      await this.limiter.consume(seller);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  reset(): void {
    this.limiter = this.fresh();
  }

  private fresh(): RateLimiterMemory {
    return new RateLimiterMemory({ points: this.budget.points, duration: this.budget.durationSeconds });
  }
}

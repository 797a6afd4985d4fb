/**
 * Counts handlers still running so a graceful shutdown can wait for them instead of cutting
 * a handler off half way. `begin`/`end` rather than a wrapping closure: this sits on the RPC
 * hot path.
 */
export class InFlight {
  private count = 0;
  private idleWaiters: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  begin(): void {
    this.count++;
  }

  end(): void {
    this.count--;
    if (this.count === 0 && this.idleWaiters.length > 0) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  /** Resolves once nothing is running. */
  idle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/** Releases a held lock; calling it twice is harmless. */
export type Unlock = () => void;

export class LockTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockTimeoutError';
  }
}

/** A first-come first-served async mutex whose waiters give up after a timeout. */
export class AsyncLock {
  private held = false;
  private readonly waiters: Array<(unlock: Unlock) => void> = [];

  acquire(timeoutMs: number, timeoutMessage = `lock not acquired within ${timeoutMs} ms`): Promise<Unlock> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.unlocker());
    }
    return new Promise<Unlock>((resolve, reject) => {
      const waiter = (unlock: Unlock) => {
        clearTimeout(timer);
        resolve(unlock);
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new LockTimeoutError(timeoutMessage));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  get isHeld(): boolean {
    return this.held;
  }

  private unlocker(): Unlock {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiters.shift();
      if (next) next(this.unlocker());
      else this.held = false;
    };
  }
}

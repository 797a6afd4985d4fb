/** What an injected fault answers: an HTTP status, or no answer at all until the client gives up. */
export type FaultStatus = number | 'timeout';

export interface FaultSpec {
  /** `*` for every call; otherwise a path where `*` stands for any characters (`/orders/v0/orders/*`). */
  path: string;
  status: FaultStatus;
  /** How many matching calls it answers (default 1). */
  count: number;
  /** Seconds sent in `Retry-After` with a 429. */
  retryAfter: number;
}

export interface Fault {
  status: FaultStatus;
  retryAfter: number;
}

interface QueuedFault extends Fault {
  pattern: RegExp;
  remaining: number;
}

/** The faults set for one party, consumed in the order they were set. */
export class FaultQueue {
  private queue: QueuedFault[] = [];

  add(spec: FaultSpec): void {
    this.queue.push({ pattern: pathPattern(spec.path), status: spec.status, retryAfter: spec.retryAfter, remaining: spec.count });
  }

  /** The first fault matching any of `paths` (a call's path relative to its party, and its full path); uses it up once. */
  take(paths: readonly string[]): Fault | undefined {
    const index = this.queue.findIndex((fault) => paths.some((path) => fault.pattern.test(path)));
    if (index < 0) return undefined;
    const fault = this.queue[index];
    if (--fault.remaining === 0) this.queue.splice(index, 1);
    return { status: fault.status, retryAfter: fault.retryAfter };
  }

  clear(): void {
    this.queue = [];
  }
}

function pathPattern(path: string): RegExp {
  const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

import { createHash } from 'node:crypto';

/** One documented limit of a call: `points` requests per `windowMs`, and how often the same body may come. */
export interface CallLimit {
  points: number;
  windowMs: number;
  /** The same body at most once per this span (Çiçeksepeti's repeated-payload rule). */
  sameBodyMs?: number;
}

/**
 * Çiçeksepeti's per-call limits for one seller, on `Date.now()` so that specs can fake time: a
 * fixed window of `points` requests, and a repeated body refused until `sameBodyMs` passed
 * since it was last taken. Answers the seconds to wait (Retry-After), or null when allowed.
 */
export class CallPacer {
  private windows = new Map<string, { startedAt: number; used: number }>();
  private bodies = new Map<string, number>();

  take(key: string, limit: CallLimit, body?: unknown): number | null {
    const now = Date.now();
    if (limit.sameBodyMs !== undefined) {
      const digest = `${key}:${createHash('sha256')
        .update(JSON.stringify(body ?? null))
        .digest('hex')}`;
      const takenAt = this.bodies.get(digest);
      if (takenAt !== undefined && now - takenAt < limit.sameBodyMs) return secondsUntil(takenAt + limit.sameBodyMs, now);
      const wait = this.spend(key, limit, now);
      if (wait === null) this.bodies.set(digest, now);
      return wait;
    }
    return this.spend(key, limit, now);
  }

  reset(): void {
    this.windows = new Map();
    this.bodies = new Map();
  }

  private spend(key: string, limit: CallLimit, now: number): number | null {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= limit.windowMs) {
      window = { startedAt: now, used: 0 };
      this.windows.set(key, window);
    }
    if (window.used >= limit.points) return secondsUntil(window.startedAt + limit.windowMs, now);
    window.used += 1;
    return null;
  }
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

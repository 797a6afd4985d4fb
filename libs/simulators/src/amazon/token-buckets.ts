/** SP-API's throttling model: one token bucket per key, refilled at `rate` per second up to `burst`. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** Takes one token; false when the bucket is empty (the caller answers 429). */
  take(key: string, rate: number, burst: number, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  clear(): void {
    this.buckets.clear();
  }
}

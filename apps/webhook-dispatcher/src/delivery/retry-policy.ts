import { WEBHOOK_MAX_ATTEMPTS, type DeliveryStatus } from '@tezgah/contracts';

/**
 * Where a delivery stands after an attempt (decisions §11): delivered on success; after the
 * 7th failed attempt of a round, dead; otherwise pending again after the wait before the next
 * retry (`delaysMs[k]` before retry k+1).
 */
export function afterAttempt(
  ok: boolean,
  roundAttempts: number,
  delaysMs: readonly number[],
  now: number,
): { status: DeliveryStatus; nextAttemptAt: string | null } {
  if (ok) return { status: 'delivered', nextAttemptAt: null };
  const made = roundAttempts + 1;
  if (made >= WEBHOOK_MAX_ATTEMPTS) return { status: 'dead', nextAttemptAt: null };
  return { status: 'pending', nextAttemptAt: new Date(now + delaysMs[made - 1]).toISOString() };
}

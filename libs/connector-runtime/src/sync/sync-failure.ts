import { ERROR_MESSAGES_TR, type ErrorCode, marketplaceMessage, type MarketplaceMessageCode } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/** Failures whose general message says too little about a sync, worded for it. */
const SYNC_WORDING: Partial<Record<ErrorCode, MarketplaceMessageCode>> = {
  'resource.not_found': 'first_sync_connection_gone',
  'business.invalid': 'first_sync_credentials_refused',
  'server.internal': 'first_sync_answer_unreadable',
};

/** The marketplace (or the connection) failed the sync: the job ends `failed`, nothing is retried. */
export class SyncFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('first synchronisation failed');
  }

  /** The job's error, in Turkish for the seller (decisions §12). */
  get jobError(): string {
    const code = this.cause instanceof DomainError ? this.cause.code : 'server.internal';
    const wording = SYNC_WORDING[code];
    return wording ? marketplaceMessage(wording) : marketplaceMessage('first_sync_failed', { reason: ERROR_MESSAGES_TR[code] });
  }
}

/** Runs a marketplace call of the sync; whatever it throws becomes a SyncFailure (our own failures stay retryable). */
export async function marketplaceStep<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SyncFailure(error);
  }
}

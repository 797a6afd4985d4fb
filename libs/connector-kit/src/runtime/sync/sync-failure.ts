import { ERROR_MESSAGES_TR } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/** The marketplace (or the connection) failed the sync: the job ends `failed`, nothing is retried. */
export class SyncFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('first synchronisation failed');
  }

  /** The job's error, in Turkish for the seller (decisions §12). */
  get jobError(): string {
    const code = this.cause instanceof DomainError ? this.cause.code : 'server.internal';
    if (code === 'resource.not_found') return 'İlk eşitleme tamamlanamadı: pazaryeri bağlantısı artık etkin değil.';
    if (code === 'business.invalid') return 'İlk eşitleme tamamlanamadı: pazaryeri hesap bilgilerini kabul etmedi.';
    if (code === 'server.internal') return 'İlk eşitleme tamamlanamadı: pazaryerinin yanıtı işlenemedi.';
    return `İlk eşitleme tamamlanamadı. ${ERROR_MESSAGES_TR[code]}`;
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

import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BackgroundWorker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { ACCESS_TOKEN_TTL_S } from './access-token';
import { IdentityRepository } from './identity.repository';

/** How often each replica asks which sessions were revoked elsewhere (the 1 s promise of logout). */
const POLL_INTERVAL_MS = 250;

/**
 * The revoked sessions this replica knows of, kept in memory so checking a token costs no I/O.
 * Every replica polls the sessions table for revocations; its own logouts take effect at once.
 */
@Injectable()
export class SessionRevocations implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = createLogger('gateway.sessions');
  private readonly revoked = new Map<string, number>();
  private since = new Date(Date.now() - ACCESS_TOKEN_TTL_S * 1000);
  private readonly worker = new BackgroundWorker({
    name: 'session-revocations',
    run: () => this.poll(),
    intervalMs: POLL_INTERVAL_MS,
    onError: (error) => this.logger.error({ err: error }, 'could not poll revoked sessions'),
  });

  constructor(private readonly identity: IdentityRepository) {}

  /** The first poll is done before the gateway serves. */
  onApplicationBootstrap(): Promise<void> {
    return this.worker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.worker.stop();
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  markRevoked(sessionId: string): void {
    this.revoked.set(sessionId, Date.now());
  }

  private async poll(): Promise<void> {
    for (const { id, revoked_at: revokedAt } of await this.identity.sessionsRevokedSince(this.since)) {
      if (!revokedAt) continue;
      this.revoked.set(id, revokedAt.getTime());
      this.since = revokedAt;
    }
    this.forgetExpired();
  }

  /** A session revoked more than a token lifetime ago has no live access token left. */
  private forgetExpired(): void {
    const horizon = Date.now() - ACCESS_TOKEN_TTL_S * 1000;
    for (const [id, at] of this.revoked) if (at < horizon) this.revoked.delete(id);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { DATABASE_TARGET, type DatabaseTarget, DatabaseSignals } from '@tezgah/persistence';
import { ACCESS_TOKEN_TTL_S } from './access-token';
import { IdentityRepository } from './identity.repository';

/** The channel the sessions table signals revocations on (migration SignalSessionRevocations). */
const REVOKED_CHANNEL = 'tezgah_sessions_revoked';
/** How often the revocations are read without a signal: the safety net. */
const SAFETY_INTERVAL_MS = 5_000;
/** How often while the signals cannot arrive (the listening connection is down): the 1 s promise of logout. */
const UNSIGNALLED_INTERVAL_MS = 250;

/**
 * The revoked sessions this replica knows of, kept in memory so checking a token costs no I/O.
 * Its own logouts take effect at once. In the distributed shape every replica listens for the
 * sessions table's signal (`LISTEN`) and reads the revocations when it comes, polling at 250 ms
 * only while it cannot listen; the single process has no other replica to hear from, and nothing
 * else can write its PGlite database while it runs: it reads them once, at start.
 */
@Injectable()
@Worker({ beforeServing: true })
export class SessionRevocations implements BackgroundWork {
  private readonly logger = createLogger('gateway.sessions');
  private readonly revoked = new Map<string, number>();
  private since = new Date(Date.now() - ACCESS_TOKEN_TTL_S * 1000);
  private readonly signals: DatabaseSignals | undefined;
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly identity: IdentityRepository,
    @Inject(DATABASE_TARGET) target: DatabaseTarget,
  ) {
    const signals = target.kind === 'postgres' ? new DatabaseSignals(target, REVOKED_CHANNEL, () => this.worker.wake()) : undefined;
    this.signals = signals;
    this.worker = new BackgroundWorker({
      name: 'session-revocations',
      run: () => this.poll(),
      intervalMs: signals && (() => (signals.listening ? SAFETY_INTERVAL_MS : UNSIGNALLED_INTERVAL_MS)),
      onError: (error) => this.logger.error({ err: error }, 'could not poll revoked sessions'),
    });
  }

  /** The first poll is done before the gateway serves. */
  async start(): Promise<void> {
    await this.worker.start();
    await this.signals?.start();
  }

  async stop(): Promise<void> {
    await this.signals?.stop();
    await this.worker.stop();
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  markRevoked(sessionId: string): void {
    this.forgetExpired(); // the single process polls no more: its own logouts bound what it keeps
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

import { createLogger } from '@tezgah/observability';
import { Client } from 'pg';
import { backoffDelay } from './connect-retry';
import type { PostgresTarget } from './database-target';

/** A channel name is an identifier we choose: lower-case words only, so it is safe in `LISTEN`. */
const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL `LISTEN` on one channel over a connection of its own (the pools' connections come
 * and go): `onSignal` for each `NOTIFY`, and once more whenever listening starts again, since a
 * signal sent while the connection was down is lost. A dropped connection is reopened with
 * back-off; `listening` says whether signals arrive now, so a caller can poll faster meanwhile.
 */
export class DatabaseSignals {
  private readonly logger = createLogger('persistence.signals');
  private client: Client | undefined;
  private stopped = false;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly target: PostgresTarget,
    private readonly channel: string,
    private readonly onSignal: () => void,
  ) {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Starts listening; a failure to connect now is retried in the background, never thrown. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.target.url, application_name: `listen:${this.channel}` });
    client.on('notification', () => this.onSignal());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.retryLater(error);
      return;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    if (this.attempts > 0) this.logger.info({ channel: this.channel, attempts: this.attempts }, 'listening for database signals again');
    this.attempts = 0;
    this.onSignal();
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => undefined);
    this.retryLater(error);
  }

  private retryLater(error: unknown): void {
    if (this.stopped) return;
    this.attempts++;
    if (this.attempts === 1)
      this.logger.warn({ err: error, channel: this.channel }, 'not listening for database signals; polling faster meanwhile');
    this.retryTimer = setTimeout(() => void this.connect(), backoffDelay(this.attempts, Math.random));
    this.retryTimer.unref();
  }
}

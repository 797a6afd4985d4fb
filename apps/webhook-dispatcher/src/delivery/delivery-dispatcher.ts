import { Inject, Injectable } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import { createLogger } from '@tezgah/observability';
import { SecretBox } from '@tezgah/secrets';
import { DISPATCHER_CONFIG, type DispatcherConfig } from '../config/dispatcher.config';
import { DeliveriesRepository, type DeliveryJob } from './deliveries.repository';
import { deliveryMetrics } from './delivery-metrics';
import { DeliveryScheduler } from './delivery-scheduler';
import { OutcomeWriter } from './outcome-writer';
import { afterAttempt } from './retry-policy';
import { WebhookSender } from './webhook-sender';

/** Held deliveries per replica beyond which new events wait (back-pressure on the event queue). */
const HIGH_WATER_FACTOR = 8;

/**
 * Makes the attempts. New deliveries are handed over in memory by whoever created them (already
 * leased here); a poll finds due retries and deliveries whose holder stopped (lease ran out).
 * Leases of held deliveries are renewed while this replica lives, so a SIGKILLed replica's
 * deliveries are taken over one lease later and nothing is lost.
 */
@Injectable()
@Worker()
export class DeliveryDispatcher implements BackgroundWork {
  private readonly logger = createLogger('webhooks.delivery');
  private readonly scheduler: DeliveryScheduler;
  private readonly writer: OutcomeWriter;
  private readonly metrics;
  /** Finds due retries and deliveries whose holder stopped. */
  private readonly poller: BackgroundWorker;
  /** Keeps the leases of the deliveries this replica holds. */
  private readonly leaseKeeper: BackgroundWorker;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly secrets: SecretBox,
    private readonly sender: WebhookSender,
    @Inject(DISPATCHER_CONFIG) private readonly config: DispatcherConfig,
  ) {
    this.scheduler = new DeliveryScheduler(
      { global: config.TEZGAH_WEBHOOK_CONCURRENCY, perEndpoint: config.TEZGAH_WEBHOOK_ENDPOINT_CONCURRENCY },
      (job) => this.attempt(job),
    );
    this.writer = new OutcomeWriter(deliveries, this.logger, () => this.poller.wake());
    this.metrics = deliveryMetrics(
      () => this.deliveries.countPending(),
      () => this.scheduler.running,
    );
    this.poller = new BackgroundWorker({
      name: 'webhook-deliveries',
      run: () => this.claimDue(),
      // It sleeps until the next retry or lease falls due; each written batch of outcomes wakes it
      // (the one wake that counts while it has no room: due deliveries would keep it running idle).
      nextDueAt: () => (this.room() > 0 ? this.deliveries.nextDueAt() : Promise.resolve(null)),
      intervalMs: config.TEZGAH_WEBHOOK_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'looking for due webhook deliveries failed'),
    });
    this.leaseKeeper = new BackgroundWorker({
      name: 'webhook-delivery-leases',
      run: () => this.deliveries.renewLeases([...this.scheduler.held], this.leaseMs),
      intervalMs: Math.floor(config.TEZGAH_WEBHOOK_LEASE_MS / 3),
      runAtStart: false,
      onError: (error) => this.logger.error({ err: error }, 'renewing webhook delivery leases failed'),
    });
  }

  get leaseMs(): number {
    return this.config.TEZGAH_WEBHOOK_LEASE_MS;
  }

  start(): void {
    void this.poller.start();
    void this.leaseKeeper.start();
  }

  async stop(): Promise<void> {
    await this.poller.stop();
    const untried = this.scheduler.takeQueued().map((job) => job.id);
    await this.scheduler.settled();
    await this.writer.flush();
    await this.leaseKeeper.stop();
    await this.deliveries.release(untried).catch((error: unknown) => this.logger.warn({ err: error }, 'releasing deliveries failed'));
    await this.sender.close();
  }

  /** Deliveries created here and leased to this replica: attempt them now. */
  take(jobs: DeliveryJob[]): void {
    this.scheduler.add(jobs);
  }

  /** Waits while this replica holds many deliveries already, so a burst of events queues in the broker, not in memory. */
  roomForMore(): Promise<void> {
    return this.scheduler.whenBelow(this.config.TEZGAH_WEBHOOK_CONCURRENCY * HIGH_WATER_FACTOR);
  }

  forgetWebhook(webhookId: string): void {
    this.scheduler.dropWebhook(webhookId);
  }

  private async attempt(job: DeliveryJob): Promise<void> {
    const at = new Date();
    const result = await this.sender.send({
      url: job.url,
      secret: this.secrets.open(job.secretSealed, job.webhookId),
      webhookId: job.webhookId,
      eventType: job.eventType,
      body: job.body,
    });
    const next = afterAttempt(result.ok, job.roundAttempts, this.config.retryDelaysMs, Date.now());
    this.writer.add({
      id: job.id,
      webhookId: job.webhookId,
      attempt: { at: at.toISOString(), status_code: result.statusCode, duration_ms: result.durationMs, error: result.error },
      ...next,
    });
    this.metrics.outcomes.inc({ outcome: next.status === 'pending' ? 'retry' : next.status });
    this.metrics.duration.observe({ result: result.ok ? 'success' : 'failure' }, result.durationMs / 1000);
    if (next.status === 'dead')
      this.logger.warn({ delivery_id: job.id, webhook_id: job.webhookId }, 'webhook delivery is dead after its last attempt');
  }

  /** How many more deliveries this replica may hold. */
  private room(): number {
    return this.config.TEZGAH_WEBHOOK_CONCURRENCY * HIGH_WATER_FACTOR - this.scheduler.size;
  }

  /** Claims as many due deliveries as there is room for; true when it got all it asked for (there may be more). */
  private async claimDue(): Promise<boolean> {
    const room = this.room();
    if (room <= 0) return false;
    const limit = Math.min(room, 500);
    const jobs = await this.deliveries.claimDue(limit, this.leaseMs, [...this.scheduler.held]);
    this.scheduler.add(jobs);
    return jobs.length === limit;
  }
}

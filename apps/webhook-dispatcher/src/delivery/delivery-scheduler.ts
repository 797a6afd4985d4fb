import type { DeliveryJob } from './deliveries.repository';

export interface SchedulerLimits {
  /** Attempts in flight at once, all endpoints together. */
  global: number;
  /** Attempts in flight at once to one webhook. */
  perEndpoint: number;
}

/**
 * The in-memory queue of the deliveries this replica holds: one queue per webhook, taken in
 * turn (round robin), at most `perEndpoint` attempts in flight per webhook and `global` in all.
 * A slow or failing endpoint fills only its own slots; the others keep flowing.
 */
export class DeliveryScheduler {
  /** Ids queued or in flight here. */
  readonly held = new Set<string>();
  private readonly queues = new Map<string, DeliveryJob[]>();
  private readonly active = new Map<string, number>();
  /** Webhooks with queued jobs and a free slot, in turn order. */
  private readonly ready: string[] = [];
  private readonly readySet = new Set<string>();
  private inFlight = 0;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly limits: SchedulerLimits,
    private readonly attempt: (job: DeliveryJob) => Promise<void>,
  ) {}

  get size(): number {
    return this.held.size;
  }

  get running(): number {
    return this.inFlight;
  }

  add(jobs: DeliveryJob[]): void {
    for (const job of jobs) {
      if (this.held.has(job.id)) continue;
      this.held.add(job.id);
      const queue = this.queues.get(job.webhookId);
      if (queue) queue.push(job);
      else this.queues.set(job.webhookId, [job]);
      this.markReady(job.webhookId);
    }
    this.pump();
  }

  /** Removes the jobs not started yet (shutting down) and returns them. */
  takeQueued(): DeliveryJob[] {
    const taken = [...this.queues.values()].flat();
    for (const job of taken) this.held.delete(job.id);
    this.queues.clear();
    this.ready.length = 0;
    this.readySet.clear();
    this.notify();
    return taken;
  }

  /** Forgets the queued jobs of a webhook that no longer exists. */
  dropWebhook(webhookId: string): void {
    for (const job of this.queues.get(webhookId) ?? []) this.held.delete(job.id);
    this.queues.delete(webhookId);
    this.notify();
  }

  /** Resolves once fewer than `count` deliveries are held: back-pressure for whoever adds. */
  whenBelow(count: number): Promise<void> {
    if (this.held.size < count) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push(resolve)).then(() => this.whenBelow(count));
  }

  /** Resolves once no attempt is in flight. */
  async settled(): Promise<void> {
    while (this.inFlight > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private markReady(webhookId: string): void {
    if (this.readySet.has(webhookId)) return;
    if (!this.queues.get(webhookId)?.length) return;
    if ((this.active.get(webhookId) ?? 0) >= this.limits.perEndpoint) return;
    this.readySet.add(webhookId);
    this.ready.push(webhookId);
  }

  private pump(): void {
    while (this.inFlight < this.limits.global && this.ready.length) {
      const webhookId = this.ready.shift() as string;
      this.readySet.delete(webhookId);
      const queue = this.queues.get(webhookId);
      const job = queue?.shift();
      if (!job) continue;
      if (!queue?.length) this.queues.delete(webhookId);
      this.active.set(webhookId, (this.active.get(webhookId) ?? 0) + 1);
      this.inFlight++;
      this.markReady(webhookId);
      void this.attempt(job)
        .catch(() => undefined) // the attempt records its own failures
        .finally(() => this.finish(job));
    }
  }

  private finish(job: DeliveryJob): void {
    this.inFlight--;
    this.held.delete(job.id);
    const active = (this.active.get(job.webhookId) ?? 1) - 1;
    if (active) this.active.set(job.webhookId, active);
    else this.active.delete(job.webhookId);
    this.markReady(job.webhookId);
    this.pump();
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

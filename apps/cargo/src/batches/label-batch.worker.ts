import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { BackgroundWorker, Worker } from '@tezgah/background';
import { type JobReport, JobsReport, type LabelBatchResult, serviceContext } from '@tezgah/contracts';
import { DocumentLinks } from '@tezgah/documents';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { CARGO_CONFIG, type CargoConfig } from '../config/cargo.config';
import { renderLabelsPdf } from '../labels/label-pdf';
import { LabelsService } from '../labels/labels.service';
import { labelContentOf } from '../shipments/shipment-documents';
import { isBooked } from '../shipments/shipment-row';
import { ShipmentsRepository } from '../shipments/shipments.repository';
import { type LabelBatchRow, LabelBatchesRepository } from './label-batches.repository';
import { rejectionOf } from './batch-rejections';

/** Attempts per order while its carrier cannot be reached, and the first pause between them (doubling). */
const ATTEMPTS = 4;
const FIRST_PAUSE_MS = 500;

/**
 * Works label batches: each order labelled as `POST /cargo/labels` would (the same idempotent
 * booking, so a resumed batch books nothing twice), progress reported after each, and at the end
 * one PDF of every label (a page per package) stored as the job's document (decisions §16: work
 * the service does on its own is retried and never lost; an order still failing after the retries
 * is a rejection with its reason). One batch at a time per replica; a stopped replica's batch
 * resumes from its last order when its lease runs out.
 */
@Injectable()
export class LabelBatchWorker {
  private readonly logger = createLogger('cargo.batches');
  readonly lease = { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, ms: 60_000 };
  @Worker()
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly batches: LabelBatchesRepository,
    private readonly shipments: ShipmentsRepository,
    private readonly labels: LabelsService,
    private readonly links: DocumentLinks,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(CARGO_CONFIG) config: CargoConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'cargo.label-batches',
      run: () => this.runNext(),
      intervalMs: config.TEZGAH_CARGO_POLL_INTERVAL_MS,
      onError: (error) => this.logger.error({ err: error }, 'label batch pass failed'),
    });
  }

  wake(): void {
    this.worker.wake();
  }

  /** Works one batch to its end; true when there was one (another may wait). */
  async runNext(): Promise<boolean> {
    const batch = await this.batches.claimNext(this.lease);
    if (!batch) return false;
    await this.work(batch);
    return true;
  }

  private async work(batch: LabelBatchRow): Promise<void> {
    const ctx = serviceContext(batch.tenant_id);
    const { order_ids, provider, package_count, weight_kg } = batch.request;
    await this.report({ job_id: batch.job_id, status: 'running', progress: progressOf(batch) }, batch);
    while (batch.next_index < order_ids.length) {
      const index = batch.next_index;
      const order_id = order_ids[index];
      try {
        const label = await this.withRetries(() =>
          this.labels.create(ctx, { order_id, provider, package_count, ...(weight_kg === null ? {} : { weight_kg }) }),
        );
        const shipment = await this.shipments.findByTrackingNumber(batch.tenant_id, label.tracking_number);
        if (shipment) batch.shipment_ids.push(shipment.id);
      } catch (error) {
        batch.rejections.push(rejectionOf(index, order_id, error));
        if (!(error instanceof DomainError)) this.logger.error({ err: error, job_id: batch.job_id, order_id }, 'label batch order failed');
      }
      batch.next_index = index + 1;
      if (!(await this.batches.checkpoint(batch, this.lease))) return; // another replica took it over
      await this.report({ job_id: batch.job_id, progress: progressOf(batch) }, batch);
    }
    await this.finish(batch);
  }

  private async finish(batch: LabelBatchRow): Promise<void> {
    const shipments = (await this.shipments.findMany(batch.tenant_id, batch.shipment_ids)).filter(isBooked);
    const pdf = shipments.length
      ? await renderLabelsPdf(shipments.map((row) => labelContentOf(row, row.tracking_number, row.booked_at)))
      : null;
    if (!(await this.batches.finish(batch.job_id, this.lease.owner, pdf))) return;
    const result: LabelBatchResult = {
      labelled: shipments.length,
      rejected: batch.rejections.length,
      rejections: batch.rejections,
      ...(pdf ? { label_url: this.links.link({ kind: 'label_batch', tenant_id: batch.tenant_id, id: batch.job_id }) } : {}),
    };
    await this.reportUntilTaken({ job_id: batch.job_id, status: 'completed', progress: 100, result: { ...result } }, batch);
  }

  /** A carrier out of reach is asked again with growing pauses; anything else (a refusal) is the order's answer. */
  private async withRetries<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        const transient = error instanceof DomainError && (error.status >= 500 || error.code === 'resource.conflict');
        if (!transient || attempt >= ATTEMPTS) throw error;
        await sleep(FIRST_PAUSE_MS * 2 ** (attempt - 1));
      }
    }
  }

  private async report(report: JobReport, batch: LabelBatchRow): Promise<void> {
    await this.rpc.request(JobsReport, serviceContext(batch.tenant_id), report).catch((error: unknown) => {
      this.logger.warn({ err: error, job_id: batch.job_id }, 'label batch progress not reported');
    });
  }

  /** The final report is retried until the jobs service takes it: a finished batch never stays `running`. */
  private async reportUntilTaken(report: JobReport, batch: LabelBatchRow): Promise<void> {
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, 30_000)) {
      try {
        await this.rpc.request(JobsReport, serviceContext(batch.tenant_id), report);
        return;
      } catch (error) {
        this.logger.warn({ err: error, job_id: batch.job_id }, 'label batch result not reported; retrying');
        await sleep(pause);
      }
    }
  }
}

/** Progress never reaches 100 before the PDF is stored. */
function progressOf(batch: LabelBatchRow): number {
  return Math.min(99, Math.floor((batch.next_index / batch.request.order_ids.length) * 100));
}

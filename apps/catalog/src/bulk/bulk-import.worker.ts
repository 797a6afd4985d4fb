import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { type BackgroundWork, BackgroundWorker, Worker } from '@tezgah/background';
import {
  BULK_IMPORT_JOB_TYPE,
  type BulkImportResult,
  type JobDto,
  type JobReport,
  JobsCreate,
  JobsReport,
  noticeMessage,
  type RequestContext,
} from '@tezgah/contracts';
import { OutboxRelay, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { Transactions } from '@tezgah/persistence';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/catalog.config';
import { planCreate, planUpdate, type ProductWrite } from '../products/product-plan';
import { ProductWriter } from '../products/product-writer';
import { ProductsRepository } from '../products/products.repository';
import { type BulkImport, type BulkItem, BulkImportsRepository } from './bulk-imports.repository';

/** How long a worker holds an import between two chunks before another may take it over. */
const LEASE_MS = 60_000;
/** Attempts per chunk before the import gives up (a conflict or a lost connection is retried). */
const CHUNK_ATTEMPTS = 4;
/** The job's error when writing failed for good (Turkish: shown to the seller). */
const WRITE_FAILED = noticeMessage('bulk_write_failed');

class LeaseLost extends Error {}

/** An import accepted by this replica, its job created, handed to the worker with its elements. */
export interface AcceptedImport {
  id: string;
  items: BulkItem[];
}

/**
 * Runs accepted bulk imports: upserts by SKU in chunks, each chunk one transaction with its
 * ledger rows and events and the import's cursor, then reports progress to the jobs service.
 * One import at a time per replica: first those accepted here (handed over in memory, already
 * leased to this worker), then any other unfinished one. An import left by a stopped replica
 * resumes from its last committed chunk.
 */
@Injectable()
@Worker()
export class BulkImportWorker implements BackgroundWork {
  private readonly logger = createLogger('catalog.bulk');
  /** The lease an accepting request stores an import under, so that no other worker takes it. */
  readonly lease = { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, ms: LEASE_MS };
  private readonly accepted: AcceptedImport[] = [];
  private readonly worker: BackgroundWorker;

  constructor(
    private readonly imports: BulkImportsRepository,
    private readonly products: ProductsRepository,
    private readonly writer: ProductWriter,
    private readonly transactions: Transactions,
    private readonly relay: OutboxRelay,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {
    this.worker = new BackgroundWorker({
      name: 'bulk-import',
      run: () => this.runNext(),
      intervalMs: config.TEZGAH_BULK_POLL_INTERVAL_MS,
      // An import another replica holds is taken over when its lease runs out, not a poll later.
      nextDueAt: () => this.imports.nextClaimableAt(),
      onError: (error) => this.logger.error({ err: error }, 'bulk import pass failed'),
    });
  }

  start(): Promise<void> {
    return this.worker.start();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    // Not started: another replica may take them now rather than when their lease runs out.
    await Promise.all(this.accepted.splice(0).map(({ id }) => this.releaseQuietly(id)));
  }

  /** An import was accepted here: run it next, from the elements in hand. */
  take(accepted: AcceptedImport): void {
    this.accepted.push(accepted);
    this.worker.wake();
  }

  /** Runs one import, handed over or claimed; true when there was one (there may be more). */
  private async runNext(): Promise<boolean> {
    const handedOver = this.accepted.shift();
    let claimed: BulkImport | null = null;
    try {
      claimed = handedOver ? await this.claimAccepted(handedOver) : await this.imports.claimNext(this.lease.owner, LEASE_MS);
      const taken = claimed;
      // Its events are published once the import has run, not between chunks: publishing
      // with broker confirms would share the event loop with the writing.
      if (taken) await this.relay.whileHeld(() => this.process(taken, { jobCreated: handedOver !== undefined }));
    } catch (error) {
      // Nothing taken (the database is down): the worker logs it and waits its interval.
      if (!claimed && !handedOver) throw error;
      this.logger.error({ err: error, job_id: claimed?.id ?? handedOver?.id }, 'bulk import pass failed');
      if (claimed) await this.imports.release(claimed.id, this.lease.owner, 5_000).catch(() => undefined);
    }
    return claimed !== null || handedOver !== undefined;
  }

  /** The import accepted here, unless another worker took it over meanwhile (its lease ran out). */
  private async claimAccepted({ id, items }: AcceptedImport): Promise<BulkImport | null> {
    const state = await this.imports.claim(id, this.lease.owner, LEASE_MS);
    return state && { ...state, items };
  }

  private async process(work: BulkImport, { jobCreated }: { jobCreated: boolean }): Promise<void> {
    const ctx: RequestContext = {
      tenant_id: work.tenant_id,
      user_id: work.user_id ?? 0,
      role: 'staff',
      request_id: work.request_id ?? work.id,
    };
    // Idempotent: an import found in the table may come from a request that died before creating it.
    if (!jobCreated) await this.rpc.request(JobsCreate, ctx, { type: BULK_IMPORT_JOB_TYPE, id: work.id });
    if (work.status !== 'written') {
      const outcome = await this.write(ctx, work);
      if (outcome === 'stopped') return this.releaseQuietly(work.id);
      if (outcome === 'cancelled') return this.imports.done(work.id);
    }
    await this.finish(ctx, work);
  }

  /** Writes the remaining chunks; the result lands in `work.result` / `work.error`. */
  private async write(ctx: RequestContext, work: BulkImport): Promise<'written' | 'stopped' | 'cancelled'> {
    const total = work.items.length;
    const size = this.config.TEZGAH_BULK_CHUNK_SIZE;
    // Each progress report travels while the next chunk is written; its answer (was the job
    // cancelled meanwhile?) is read once that chunk has committed.
    let reported = this.cancelled(ctx, { job_id: work.id, status: 'running', progress: percent(work.next_item, total) });
    let error: string | null = null;
    while (work.next_item < total) {
      if (!this.worker.running) return 'stopped';
      const chunk = work.items.slice(work.next_item, work.next_item + size);
      try {
        await this.writeChunkWithRetries(ctx, work, chunk);
      } catch (failure) {
        if (failure instanceof LeaseLost) return 'stopped';
        this.logger.error({ err: failure, job_id: work.id, from: work.next_item }, 'bulk import chunk failed for good');
        error = WRITE_FAILED;
        break;
      }
      if (await reported) return 'cancelled';
      // After the last chunk the final report follows at once.
      if (work.next_item < total) reported = this.cancelled(ctx, { job_id: work.id, progress: percent(work.next_item, total) });
    }
    if (await reported) return 'cancelled';
    const unwritten: BulkImportResult['rejections'] = work.items.slice(work.next_item).map(({ index, product }) => ({
      index,
      sku: product.sku,
      code: 'server.internal',
      field: '',
      message: WRITE_FAILED,
    }));
    const rejections = [...work.rejections, ...unwritten].sort((a, b) => a.index - b.index);
    work.result = { created: work.created, updated: work.updated, failed: rejections.length, rejections };
    work.error = error;
    await this.imports.written(work.id, work.result, error);
    return 'written';
  }

  private async writeChunkWithRetries(ctx: RequestContext, work: BulkImport, chunk: BulkItem[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writeChunk(ctx, work, chunk);
      } catch (error) {
        if (error instanceof LeaseLost || attempt >= CHUNK_ATTEMPTS) throw error;
        this.logger.warn({ err: error, job_id: work.id, attempt }, 'bulk import chunk failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    }
  }

  /** One transaction: lock the chunk's existing SKUs, insert or merge, ledger, events, cursor. */
  private async writeChunk(ctx: RequestContext, work: BulkImport, chunk: BulkItem[]): Promise<void> {
    const counted = await this.transactions.run(async (tx) => {
      if (!(await this.imports.stillHeld(tx, work.id, this.lease.owner))) throw new LeaseLost();
      const now = new Date();
      const existing = new Map(
        (
          await this.products.lockBySkus(
            tx,
            ctx.tenant_id,
            chunk.map((item) => item.product.sku),
          )
        ).map((row) => [row.sku, row]),
      );
      const inserts: ProductWrite[] = [];
      const updates: ProductWrite[] = [];
      for (const { product } of chunk) {
        const current = existing.get(product.sku);
        if (!current) inserts.push(planCreate(ctx.tenant_id, product, now));
        else {
          const update = planUpdate(current, product, now);
          if (update) updates.push(update);
        }
      }
      const cause = { source: 'bulk' as const, reference: work.id, user_id: work.user_id, request_id: work.request_id };
      await this.writer.write(tx, ctx.tenant_id, cause, { inserts, updates }, now);
      const progress = {
        next_item: work.next_item + chunk.length,
        created: work.created + inserts.length,
        updated: work.updated + existing.size,
      };
      await this.imports.advance(tx, work.id, progress, LEASE_MS);
      return progress;
    });
    Object.assign(work, counted);
  }

  /** The final report; until the jobs service has it, the import stays `written` and is retried. */
  private async finish(ctx: RequestContext, work: BulkImport): Promise<void> {
    const result = work.result ?? { created: work.created, updated: work.updated, failed: 0, rejections: work.rejections };
    const report: JobReport = work.error
      ? { job_id: work.id, status: 'failed', error: work.error, result }
      : { job_id: work.id, status: 'completed', progress: 100, result };
    await this.rpc.request(JobsReport, ctx, report);
    await this.imports.done(work.id);
    this.logger.info({ job_id: work.id, created: result.created, updated: result.updated, failed: result.failed }, 'bulk import finished');
  }

  /**
   * Reports progress; true when the job was cancelled meanwhile (the jobs service answers with
   * its state). A report that cannot be delivered does not stop the import: the final one is
   * retried until it lands.
   */
  private async cancelled(ctx: RequestContext, report: JobReport): Promise<boolean> {
    let job: JobDto;
    try {
      job = await this.rpc.request(JobsReport, ctx, report);
    } catch (error) {
      this.logger.warn({ err: error, job_id: report.job_id }, 'bulk import progress not reported');
      return false;
    }
    return job.status === 'failed';
  }

  private async releaseQuietly(id: string): Promise<void> {
    await this.imports.release(id, this.lease.owner).catch(() => undefined);
  }
}

/** Progress while running: never 100 before the final report says completed. */
function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.min(99, Math.floor((done * 100) / total));
}

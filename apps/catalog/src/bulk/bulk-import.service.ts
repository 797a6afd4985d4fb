import { Inject, Injectable } from '@nestjs/common';
import { BULK_IMPORT_JOB_TYPE, type BulkImportRequest, JobsCreate, newId, type RequestContext } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { DataSource } from 'typeorm';
import { BulkImportStore } from './bulk-import-store';
import { BulkImportWorker } from './bulk-import.worker';

/** While the accepting request creates the job, no worker may start the import. */
const ACCEPTING_MS = 30_000;

/** Accepting a bulk import: stored durably, its job created, the worker woken. */
@Injectable()
export class BulkImportService {
  constructor(
    private readonly db: DataSource,
    private readonly worker: BulkImportWorker,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  async accept(ctx: RequestContext, request: BulkImportRequest): Promise<{ job_id: string }> {
    const id = newId('job');
    const held = { owner: `accept:${id}`, ms: ACCEPTING_MS };
    await BulkImportStore.create(
      this.db,
      {
        id,
        tenant_id: ctx.tenant_id,
        user_id: ctx.user_id,
        request_id: ctx.request_id,
        items: request.products,
        rejections: request.rejections,
      },
      held,
    );
    try {
      await this.rpc.request(JobsCreate, ctx, { type: BULK_IMPORT_JOB_TYPE, id });
    } catch (error) {
      // Not accepted after all: the caller gets the error and may retry. Should the delete fail
      // too, the lease runs out and a worker imports it anyway (creating the job itself).
      await BulkImportStore.remove(this.db, id).catch(() => undefined);
      throw error;
    }
    await BulkImportStore.release(this.db, id, held.owner);
    this.worker.wake();
    return { job_id: id };
  }
}

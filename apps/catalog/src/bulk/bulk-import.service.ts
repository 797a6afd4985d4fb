import { Inject, Injectable } from '@nestjs/common';
import { BULK_IMPORT_JOB_TYPE, type BulkImportRequest, JobsCreate, newId, type RequestContext } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { BulkImportWorker } from './bulk-import.worker';
import { BulkImportsRepository } from './bulk-imports.repository';

/**
 * Accepting a bulk import: stored durably under this replica's worker's lease (no other worker
 * starts it while its job is being created), the job created, then handed to the worker with its
 * elements, so that it neither reads them back nor creates the job again.
 */
@Injectable()
export class BulkImportService {
  constructor(
    private readonly imports: BulkImportsRepository,
    private readonly worker: BulkImportWorker,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  async accept(ctx: RequestContext, request: BulkImportRequest): Promise<{ job_id: string }> {
    const id = newId('job');
    await this.imports.create(
      {
        id,
        tenant_id: ctx.tenant_id,
        user_id: ctx.user_id,
        request_id: ctx.request_id,
        items: request.products,
        rejections: request.rejections,
      },
      this.worker.lease,
    );
    try {
      await this.rpc.request(JobsCreate, ctx, { type: BULK_IMPORT_JOB_TYPE, id });
    } catch (error) {
      // Not accepted after all: the caller gets the error and may retry. Should the delete fail
      // too, the lease runs out and a worker imports it anyway (creating the job itself).
      await this.imports.remove(id).catch(() => undefined);
      throw error;
    }
    this.worker.take({ id, items: request.products });
    return { job_id: id };
  }
}

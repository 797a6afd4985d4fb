import { Inject, Injectable } from '@nestjs/common';
import {
  fieldMessage,
  JobsCreate,
  LABEL_BATCH_JOB_TYPE,
  type LabelBatchAccepted,
  type LabelBatchRequest,
  newId,
  type RequestContext,
  TenantSettingsGet,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { LabelBatchesRepository } from './label-batches.repository';
import { LabelBatchWorker } from './label-batch.worker';

/**
 * `POST /cargo/labels/batch` (beyond the spec): the batch stored durably under this replica's
 * lease and its job created, then worked in the background (LabelBatchWorker). The carrier is the
 * request's, else the tenant's default (decisions §15), else 400.
 */
@Injectable()
export class LabelBatchesService {
  constructor(
    private readonly batches: LabelBatchesRepository,
    private readonly worker: LabelBatchWorker,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  async accept(ctx: RequestContext, request: LabelBatchRequest): Promise<LabelBatchAccepted> {
    const provider = request.provider ?? (await this.rpc.request(TenantSettingsGet, ctx, {})).cargo.default_provider;
    if (!provider) {
      throw new DomainError('validation.failed', { provider: [{ code: 'required', message: fieldMessage('batch_provider_required') }] });
    }
    const jobId = newId('job');
    await this.batches.insert(
      jobId,
      ctx.tenant_id,
      { order_ids: request.order_ids, provider, package_count: request.package_count ?? 1, weight_kg: request.weight_kg ?? null },
      this.worker.lease,
    );
    try {
      await this.rpc.request(JobsCreate, ctx, { type: LABEL_BATCH_JOB_TYPE, id: jobId });
    } catch (error) {
      // Not accepted after all: the caller gets the error; should the delete fail, the batch runs anyway.
      await this.batches.remove(jobId).catch(() => undefined);
      throw error;
    }
    this.worker.wake();
    return { job_id: jobId, accepted: request.order_ids.length };
  }
}

import { JobsCreate, LABEL_BATCH_JOB_TYPE, type RequestContext, TenantSettingsGet } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { LabelBatchWorker } from './label-batch.worker';
import { LabelBatchesRepository } from './label-batches.repository';
import { LabelBatchesService } from './label-batches.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const lease = { owner: 'replica-1', ms: 60_000 };

describe(LabelBatchesService.name, () => {
  let sut: LabelBatchesService;
  let batches: jest.Mocked<LabelBatchesRepository>;
  let worker: jest.Mocked<LabelBatchWorker>;
  let rpc: jest.Mocked<RpcTransport>;

  beforeEach(() => {
    batches = automock(LabelBatchesRepository);
    worker = automock(LabelBatchWorker);
    Object.assign(worker, { lease });
    rpc = fakeRpcTransport();
    sut = new LabelBatchesService(batches, worker, rpc);
  });

  it('stores the batch under this replica’s lease, creates its job with the same id, then wakes the worker', async () => {
    const accepted = await sut.accept(ctx, { order_ids: ['ord_A', 'ord_B'], provider: 'aras', package_count: 2 });
    expect(accepted).toEqual({ job_id: expect.stringMatching(/^job_/), accepted: 2 });
    expect(batches.insert).toHaveBeenCalledWith(
      accepted.job_id,
      'ten_a',
      { order_ids: ['ord_A', 'ord_B'], provider: 'aras', package_count: 2, weight_kg: null },
      lease,
    );
    expect(rpc.request).toHaveBeenCalledWith(JobsCreate, ctx, { type: LABEL_BATCH_JOB_TYPE, id: accepted.job_id });
    expect(worker.wake).toHaveBeenCalled();
    expect(rpc.request).not.toHaveBeenCalledWith(TenantSettingsGet, expect.anything(), expect.anything());
  });

  it("takes the tenant's default carrier when none is asked, and refuses (400) when there is none", async () => {
    rpc.request.mockResolvedValueOnce({ cargo: { default_provider: 'yurtici' } });
    await sut.accept(ctx, { order_ids: ['ord_A'] });
    expect(batches.insert).toHaveBeenCalledWith(
      expect.any(String),
      'ten_a',
      expect.objectContaining({ provider: 'yurtici', package_count: 1 }),
      lease,
    );

    rpc.request.mockResolvedValueOnce({ cargo: { default_provider: null } });
    await expect(sut.accept(ctx, { order_ids: ['ord_A'] })).rejects.toMatchObject({
      code: 'validation.failed',
      details: { provider: [expect.objectContaining({ code: 'required' })] },
    });
    expect(batches.insert).toHaveBeenCalledTimes(1);
  });

  it('removes the stored batch when its job cannot be created, and answers the error', async () => {
    rpc.request.mockRejectedValueOnce(new DomainError('server.unavailable'));
    await expect(sut.accept(ctx, { order_ids: ['ord_A'], provider: 'ups' })).rejects.toMatchObject({ code: 'server.unavailable' });
    expect(batches.remove).toHaveBeenCalledWith(batches.insert.mock.calls[0][0]);
    expect(worker.wake).not.toHaveBeenCalled();
  });
});

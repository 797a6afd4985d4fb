import { BULK_IMPORT_JOB_TYPE, JobsCreate, type RequestContext } from '@tezgah/contracts';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { BulkImportService } from './bulk-import.service';
import { BulkImportWorker } from './bulk-import.worker';
import { BulkImportsRepository } from './bulk-imports.repository';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'staff', request_id: 'req_1' };
const lease = { owner: 'host:1:abcd', ms: 60_000 };
const request = {
  products: [{ index: 0, product: { sku: 'MUG-1', title: 'Kupa', price: 99.5 } }],
  rejections: [{ index: 1, sku: 'BAD', code: 'validation.failed', field: 'price', message: 'Sayı olmalıdır.' }],
};

describe(BulkImportService.name, () => {
  let sut: BulkImportService;
  let imports: jest.Mocked<BulkImportsRepository>;
  let worker: jest.Mocked<BulkImportWorker>;
  let rpc: jest.Mocked<RpcTransport>;

  beforeEach(() => {
    imports = automock(BulkImportsRepository);
    worker = automock(BulkImportWorker, { lease });
    rpc = fakeRpcTransport();
    sut = new BulkImportService(imports, worker, rpc);
  });

  it('stores the import under this worker’s lease, creates its job with the same id, then hands it to the worker', async () => {
    const { job_id } = await sut.accept(ctx, request);
    expect(job_id).toMatch(/^job_/);
    expect(imports.create).toHaveBeenCalledWith(
      { id: job_id, tenant_id: 'ten_a', user_id: 7, request_id: 'req_1', items: request.products, rejections: request.rejections },
      lease,
    );
    expect(rpc.request).toHaveBeenCalledWith(JobsCreate, ctx, { type: BULK_IMPORT_JOB_TYPE, id: job_id });
    expect(worker.take).toHaveBeenCalledWith({ id: job_id, items: request.products });
    expect(imports.create.mock.invocationCallOrder[0]).toBeLessThan(rpc.request.mock.invocationCallOrder[0]);
  });

  it('removes the stored import and answers the error when its job cannot be created', async () => {
    rpc.request.mockRejectedValue(Object.assign(new Error('jobs down'), { code: 'server.unavailable' }));
    await expect(sut.accept(ctx, request)).rejects.toMatchObject({ code: 'server.unavailable' });
    expect(imports.remove).toHaveBeenCalledWith(imports.create.mock.calls[0][0].id);
    expect(worker.take).not.toHaveBeenCalled();
  });

  it('still answers the job’s error when removing the import fails too (its lease runs out instead)', async () => {
    rpc.request.mockRejectedValue(new Error('jobs down'));
    imports.remove.mockRejectedValue(new Error('database down'));
    await expect(sut.accept(ctx, request)).rejects.toThrow('jobs down');
  });
});

import {
  CatalogBulkImport,
  CatalogProductsCreate,
  type EventEnvelope,
  type JobDto,
  JobsCreate,
  JobsReport,
  type RequestContext,
} from '@tezgah/contracts';
import { eventually, randomSuffix, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { CatalogModule } from '../catalog.module';

// Two chunks; the outbox poll (30 s) never runs within a test: only commits publish.
process.env.TEZGAH_BULK_CHUNK_SIZE = '2';

const demo: RequestContext = { tenant_id: 'demo', user_id: 7, role: 'owner', request_id: 'req_test' };
const PROMPTLY = { timeoutMs: 5_000 };

describe.each(SERVICE_SHAPES)('events while a bulk import runs, on $name', (shape) => {
  let service: RunningService;
  const stocked: string[] = [];
  const reports: string[] = [];
  let releaseReports: () => void = () => undefined;
  const reportsReleased = new Promise<void>((resolve) => (releaseReports = resolve));

  beforeAll(async () => {
    service = await startService(shape, 'catalog', [CatalogModule]);
    const job = (id: string): JobDto => ({
      id,
      type: 'catalog.bulk_import',
      status: 'running',
      progress: 0,
      created_at: '',
      updated_at: '',
    });
    await service.rpc.serve(JobsCreate, async (request) => job(request.id ?? ''));
    // The import waits for its first progress report after its first chunk: held there until released.
    await service.rpc.serve(JobsReport, async (report) => {
      reports.push(report.status ?? 'progress');
      await reportsReleased;
      return job(report.job_id);
    });
    await service.bus.subscribe({
      queue: 'observer',
      types: ['product.stock_changed'],
      handle: async (envelope: EventEnvelope) => void stocked.push((envelope.data as { sku: string }).sku),
    });
  }, 30_000);

  afterAll(async () => {
    releaseReports();
    await service?.close();
  });

  it("holds back only the import's own events: stock set meanwhile is published at once, the import's once it has run", async () => {
    const prefix = `BULK-${randomSuffix()}`;
    const skus = [1, 2, 3].map((n) => `${prefix}-${n}`);
    await service.rpc.request(CatalogBulkImport, demo, {
      products: skus.map((sku, index) => ({ index, product: { sku, title: `Ürün ${sku}`, price: 10, stock: 5 } })),
      rejections: [],
    });
    await eventually(() => reports.length === 1);

    const single = `${prefix}-SINGLE`;
    await service.rpc.request(CatalogProductsCreate, demo, { sku: single, title: 'Tek ürün', price: 10, stock: 5 });
    await eventually(() => stocked.includes(single), PROMPTLY);

    releaseReports();
    await eventually(() => reports.includes('completed'));
    await eventually(
      () => expect(stocked.filter((sku) => sku.startsWith(`${prefix}-`)).sort()).toEqual([...skus, single].sort()),
      PROMPTLY,
    );
  });
});

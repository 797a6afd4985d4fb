import { newId } from '@tezgah/contracts';
import { SERVICE_SHAPES, startService, type RunningService } from '@tezgah/testing';
import { CatalogModule } from '../catalog.module';
import { BulkImportsRepository } from './bulk-imports.repository';

// The worker's own look must not take the rows this test holds for a replica that does not exist.
process.env.TEZGAH_BULK_POLL_INTERVAL_MS = '600000';

const within = (actual: Date | null, expectedMs: number, toleranceMs: number) =>
  expect(Math.abs((actual?.getTime() ?? Number.NaN) - expectedMs)).toBeLessThanOrEqual(toleranceMs);

describe.each(SERVICE_SHAPES)('when an unfinished bulk import can be taken over, on $name', (shape) => {
  let service: RunningService;
  let imports: BulkImportsRepository;

  beforeAll(async () => {
    service = await startService(shape, 'catalog', [CatalogModule]);
    imports = service.app.get(BulkImportsRepository);
  }, 30_000);

  afterAll(() => service?.close());

  it('is when its lease runs out, at once when released, and never once it is done', async () => {
    expect(await imports.nextClaimableAt()).toBeNull();

    const id = newId('job');
    const row = { id, tenant_id: 'demo', user_id: null, request_id: null, items: [], rejections: [] };
    await imports.create(row, { owner: 'replica-a', ms: 60_000 });
    within(await imports.nextClaimableAt(), Date.now() + 60_000, 5_000);
    expect(await imports.claimNext('replica-b', 60_000)).toBeNull();

    await imports.release(id, 'replica-a');
    within(await imports.nextClaimableAt(), Date.now(), 5_000);
    expect((await imports.claimNext('replica-b', 60_000))?.id).toBe(id);

    await imports.done(id);
    expect(await imports.nextClaimableAt()).toBeNull();
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import { JobProgressReported, JobsCancel, JobsCreate, JobsGet, JobsList, JobsReport, newId, type RequestContext } from '@tezgah/contracts';
import { EVENT_BUS, type EventBus, RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { eventually, type RunningService, SERVICE_SHAPES, startService } from '@tezgah/testing';
import { DataSource } from 'typeorm';
import { JobsModule } from '../jobs.module';

const context = (tenant: string): RequestContext => ({ tenant_id: tenant, user_id: 1, role: 'owner', request_id: 'req_test' });
const demo = context('demo');
const other = context('other');

describe.each(SERVICE_SHAPES)('jobs service on $name', (shape) => {
  let service: RunningService;
  let app: INestApplicationContext;
  let rpc: RpcTransport;

  beforeAll(async () => {
    service = await startService(shape, 'jobs', [JobsModule]);
    ({ app, rpc } = service);
  }, 30_000);

  afterAll(() => service?.close());

  it('creates a queued job, idempotently on a caller-chosen id', async () => {
    const id = newId('job');
    const first = await app.get<RpcTransport>(RPC_TRANSPORT).request(JobsCreate, demo, { type: 'catalog.bulk_import', id });
    const again = await rpc.request(JobsCreate, demo, { type: 'catalog.bulk_import', id });
    expect(first).toMatchObject({ id, type: 'catalog.bulk_import', status: 'queued', progress: 0 });
    expect(again).toEqual(first);
  });

  it("lists the tenant's jobs newest first, by type and status, paged, and none of another tenant's", async () => {
    const tenant = context(`list-${newId('job')}`);
    const made = [];
    for (const type of ['catalog.bulk_import', 'cargo.label_batch', 'catalog.bulk_import'])
      made.push(await rpc.request(JobsCreate, tenant, { type }));
    await rpc.request(JobsReport, tenant, { job_id: made[2].id, status: 'completed', progress: 100, result: { created: 1 } });
    await rpc.request(JobsCreate, other, { type: 'catalog.bulk_import' });

    const all = await rpc.request(JobsList, tenant, { page: 1, per_page: 25 });
    expect(all.data.map((job) => job.id)).toEqual([made[2].id, made[1].id, made[0].id]);
    expect(all.pagination).toEqual({ page: 1, per_page: 25, total: 3, total_pages: 1 });
    expect(all.data[0]).toMatchObject({ status: 'completed', progress: 100, result: { created: 1 } });

    const imports = await rpc.request(JobsList, tenant, { page: 1, per_page: 25, type: 'catalog.bulk_import' });
    expect(imports.data.map((job) => job.id)).toEqual([made[2].id, made[0].id]);
    const queuedImports = await rpc.request(JobsList, tenant, { page: 1, per_page: 25, type: 'catalog.bulk_import', status: 'queued' });
    expect(queuedImports.data.map((job) => job.id)).toEqual([made[0].id]);
    const second = await rpc.request(JobsList, tenant, { page: 2, per_page: 2 });
    expect(second).toEqual({
      data: [expect.objectContaining({ id: made[0].id })],
      pagination: { page: 2, per_page: 2, total: 3, total_pages: 2 },
    });
  });

  it("hides another tenant's job as not found", async () => {
    const job = await rpc.request(JobsCreate, demo, { type: 't' });
    await expect(rpc.request(JobsGet, other, { id: job.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    await expect(rpc.request(JobsReport, other, { job_id: job.id, progress: 5 })).rejects.toMatchObject({
      code: 'resource.not_found',
    });
    await expect(rpc.request(JobsCancel, other, { id: job.id })).rejects.toMatchObject({ code: 'resource.not_found' });
    expect((await rpc.request(JobsGet, demo, { id: job.id })).status).toBe('queued');
  });

  it('applies progress reported as events once, through the inbox', async () => {
    const job = await rpc.request(JobsCreate, demo, { type: 't' });
    const envelope = {
      id: newId('evt'),
      type: JobProgressReported.type,
      version: JobProgressReported.version,
      tenant_id: 'demo',
      occurred_at: new Date().toISOString(),
      data: { job_id: job.id, progress: 40 },
    };
    await app.get<EventBus>(EVENT_BUS).publish([envelope, envelope]);
    await eventually(async () => (await rpc.request(JobsGet, demo, { id: job.id })).progress === 40);
    const db = app.get(DataSource, { strict: false });
    await eventually(async () => {
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM jobs.inbox WHERE event_id = $1`, [envelope.id]);
      return count === 1;
    });
    const done = await rpc.request(JobsReport, demo, { job_id: job.id, status: 'completed', result: { created: 3 } });
    expect(done).toMatchObject({ status: 'completed', progress: 100, result: { created: 3 } });
  });

  it('cancels a running job and refuses to cancel a finished one', async () => {
    const job = await rpc.request(JobsCreate, demo, { type: 't' });
    await rpc.request(JobsReport, demo, { job_id: job.id, progress: 10 });
    const cancelled = await rpc.request(JobsCancel, demo, { id: job.id });
    expect(cancelled).toMatchObject({ status: 'failed', progress: 10, error: expect.stringContaining('iptal') });
    await expect(rpc.request(JobsCancel, demo, { id: job.id })).rejects.toMatchObject({ code: 'business.invalid' });
  });
});

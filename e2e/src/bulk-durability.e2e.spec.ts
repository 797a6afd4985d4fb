// A bulk import survives the catalog service stopping half-way: the restarted service resumes from
// the last committed chunk, and every element is written exactly once (docs/catalog.md).
import { api, startSystem, type Api, type System } from '@tezgah/testing';

const USER = { tenant: 'durable', email: 'importer@durable.tezgah.test', role: 'staff', password: 'e2e-password-1' } as const;
const ELEMENTS = 500;

describe('bulk import across a catalog restart (distributed shape)', () => {
  let system: System;
  let client: Api;
  let token: string;

  beforeAll(async () => {
    // Small chunks, so that the import is still running when the service is told to stop.
    system = await startSystem({ shape: 'distributed', marketplaces: [], users: [USER], env: { TEZGAH_BULK_CHUNK_SIZE: '5' } });
    client = api(system.baseUrl);
    token = (await client.tokens(USER.email, USER.password)).access_token;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const job = async (id: string) => (await client.request('GET', `/jobs/${id}`, { token })).body;

  it('resumes after SIGTERM and writes every element once', async () => {
    const products = Array.from({ length: ELEMENTS }, (_, i) => ({ sku: `DUR-${i}`, title: `Dayanıklı ${i}`, price: 5, stock: 1 }));
    const accepted = await client.request('POST', '/products/bulk', { token, body: { products } });
    expect(accepted.status).toBe(202);
    const id = accepted.body.job_id;

    const progress: number[] = [];
    while ((await job(id)).progress === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await system.terminate('catalog')).toBe(0);
    const stopped = await job(id);
    expect(stopped.status).toBe('running');
    expect(stopped.progress).toBeLessThan(100);
    progress.push(stopped.progress);

    await system.restart('catalog');
    const deadline = Date.now() + 60_000;
    let current = await job(id);
    while (current.status === 'running' && Date.now() < deadline) {
      progress.push(current.progress);
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = await job(id);
    }

    expect(current).toMatchObject({
      status: 'completed',
      progress: 100,
      result: { created: ELEMENTS, updated: 0, failed: 0, rejections: [] },
    });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const list = await client.request('GET', '/products?per_page=100&search=dur-', { token });
    expect(list.body.pagination.total).toBe(ELEMENTS);
    const sample = list.body.data[0];
    const ledger = await client.request('GET', `/products/${sample.id}/stock-movements`, { token });
    expect(ledger.body.data).toEqual([expect.objectContaining({ seq: 1, old_stock: 0, new_stock: 1, source: 'bulk', reference: id })]);
  }, 120_000);
});

import { type ConnectionHandle, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { MiraklOpenApi, miraklSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { MiraklConnector } from './mirakl.connector';

const SANDBOX: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };

describe('the Mirakl connector against the Koçtaş simulator', () => {
  // The request bodies are also checked against Mirakl's document where this machine has a copy of
  // it (not CI: nothing fetched is committed; docs/testing.md).
  const document = MiraklOpenApi.onThisMachine();
  const requestProblems = (operationId: string, body: unknown) => document?.requestProblems(operationId, body) ?? [];
  const sandbox = useSandboxUnderTest(() => [miraklSimulator(TEST_SETTINGS)].flat());
  const connector = new MiraklConnector();
  // No retries and no breaker trips: each test sees the marketplace's own answers.
  const pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());

  const connection = (key: string, shopId?: string): ConnectionHandle => ({
    tenantId: 't1',
    slug: 'koctas',
    credentials: { api_key: key, ...(shopId ? { shop_id: shopId } : {}) },
    config: SANDBOX,
    baseUrl: connector.baseUrl('koctas', SANDBOX, sandbox.base),
    http: pool.clientFor({ marketplace: 'koctas', seller: key, limits: connector.limits().rate }),
  });
  const control = (path: string, payload: object) => sandbox.server.inject({ method: 'POST', url: `/control/koctas${path}`, payload });
  /** The calls the simulator received, their bodies as parsed. */
  const calls = async () =>
    (await sandbox.server.inject({ url: '/control/koctas/calls' })).json() as Array<{ method: string; path: string; body: unknown }>;

  it('verifies the shop key (and its shop_id), names the shop, and refuses a wrong key or shop as business.invalid', async () => {
    const account = await connector.verify(connection('key-verify'));
    expect(account).toEqual({ seller_id: expect.stringMatching(/^\d+$/), store_name: expect.stringContaining('Koçtaş') });
    expect(await connector.verify(connection('key-verify', account.seller_id))).toEqual(account);
    await expect(connector.verify(connection('invalid'))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { api_key: expect.any(Array) },
    });
    await expect(connector.verify(connection('key-verify', '1'))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { shop_id: expect.any(Array) },
    });
  });

  it('pushes stock as whole offers through OF24 in the documented request shape, and reads refused lines back', async () => {
    await control('/listings', { seller: 'key-stock', listings: [{ sku: 'KT-1', listing_id: 'P-1', quantity: 1, price: 10 }] });
    const [listing] = (await connector.listListings(connection('key-stock'), undefined)).listings;
    expect(listing).toMatchObject({ sku: 'KT-1', listing_id: 'P-1', quantity: 1, price: 10 });
    const outcome = await connector.pushStock(connection('key-stock'), [
      { ...listing, quantity: 9 },
      { sku: 'GONE', barcode: null, listing_id: 'P-X', quantity: 1, price: 5 },
      { sku: 'NO-PRICE', barcode: null, listing_id: 'P-Y', quantity: 1, price: null },
    ]);
    expect(outcome.accepted).toEqual(['KT-1']);
    expect(outcome.rejected.map((r) => r.sku).sort()).toEqual(['GONE', 'NO-PRICE']);
    const sent = (await calls()).find((call) => call.method === 'POST' && call.path === '/api/offers');
    expect(requestProblems('OF24', sent?.body)).toEqual([]);
    expect((await connector.listListings(connection('key-stock'), undefined)).listings[0].quantity).toBe(9);
  });

  it('polls orders by update date and mirrors shipped as OR21 accept, OR23 tracking and OR24 ship', async () => {
    const created = await control('/orders', {
      seller: 'key-orders',
      lines: [{ merchant_sku: 'KT-1', product_name: 'Matkap', quantity: 2, amount: 10 }],
    });
    const number = String(created.json().order.order_number);
    const page = await connector.pullOrders(connection('key-orders'), null);
    expect(page.orders).toEqual([
      expect.objectContaining({ marketplace_order_id: number, status: 'created', marketplace_status: 'WAITING_ACCEPTANCE' }),
    ]);
    const change = { marketplace_order_id: number, status: 'shipped' as const, tracking_number: 'YT1', cargo_provider: 'yurtici' };
    expect(await connector.pushOrderStatus(connection('key-orders'), change)).toBe('done');
    expect(await connector.pushOrderStatus(connection('key-orders'), change)).toBe('skipped');
    const sent = (await calls()).filter((call) => call.method === 'PUT');
    expect(sent.map((call) => call.path)).toEqual([
      `/api/orders/${number}/accept`,
      `/api/orders/${number}/tracking`,
      `/api/orders/${number}/ship`,
    ]);
    expect(requestProblems('OR21', sent[0].body)).toEqual([]);
    expect(requestProblems('OR23', sent[1].body)).toEqual([]);
  });
});

import { type ConnectionHandle, type InvoicePush, MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { createSandboxServer, type Simulator, trendyolSimulator } from '@tezgah/simulators';
import type { FastifyInstance } from 'fastify';
import { TrendyolConnector } from './trendyol.connector';
import { TRENDYOL_LIMITS } from './trendyol-limits';

const CONFIG: MarketplaceConfig = { environment: 'sandbox', cargo_provider: null };
const AUTH = { authorization: `Basic ${Buffer.from('key:secret').toString('base64')}` };

describe('TrendyolConnector.sendInvoice against the Trendyol simulator', () => {
  const connector = new TrendyolConnector('Tezgah');
  let app: FastifyInstance;
  let sandboxBase: string;
  let pool: MarketplaceHttpPool;
  let sellerSequence = 5000;

  beforeAll(async () => {
    const simulator = trendyolSimulator({ publicUrl: '', trackingStepMs: 1000, invoiceAcceptMs: 500, batchCompleteMs: 60 }) as Simulator;
    app = await createSandboxServer([simulator]);
    sandboxBase = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => {
    pool = new MarketplaceHttpPool({ retries: 0, timeoutMs: 2000 });
  });
  afterEach(() => pool.close());
  afterAll(() => app.close());

  function connection(): ConnectionHandle {
    const credentials = { supplier_id: String(++sellerSequence), api_key: 'key', api_secret: 'secret' };
    return {
      tenantId: 'tenant',
      slug: 'trendyol',
      credentials,
      config: CONFIG,
      baseUrl: connector.baseUrl('trendyol', CONFIG, sandboxBase),
      http: pool.clientFor({ marketplace: 'trendyol', seller: credentials.supplier_id, limits: TRENDYOL_LIMITS.rate }),
    };
  }

  const control = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await app.inject({ method, url: `/control/trendyol${path}`, payload });
    return response.body ? response.json() : undefined;
  };

  async function placeOrder(handle: ConnectionHandle) {
    const seller = handle.credentials.supplier_id;
    await control('POST', '/listings', {
      supplier_id: seller,
      items: [{ barcode: 'P1', stock_code: 'SKU-P1', title: 'Ürün', quantity: 10, sale_price: 90, list_price: 100 }],
    });
    const { order } = await control('POST', '/orders', {
      supplier_id: seller,
      lines: [{ barcode: 'P1', quantity: 2, amount: 50 }],
      customer: { first_name: 'Ali', last_name: 'Kaya' },
      shipping_address: { address1: 'İnönü Cad. 3', city: 'Ankara', district: 'Çankaya' },
    });
    return order as { order_number: string; shipment_package_id: number; line_ids: number[] };
  }

  const invoice = (order: string): InvoicePush => ({
    marketplace_order_id: order,
    number: 'TZG2026000000001',
    ettn: '0b1f6a3c-1d2e-4f5a-9b8c-7d6e5f4a3b2c',
    type: 'earsiv',
    pdf_url: `https://tezgah.example/v1/documents/tok-${order}`,
    issued_at: '2026-03-01T10:00:00.000Z',
    replaces: false,
  });

  /** The writes the seller's account received, oldest first: [method, last path segment, body, status]. */
  const writes = async (seller: string) =>
    ((await control('GET', '/calls')) as Array<{ method: string; path: string; body: unknown; status: number }>)
      .filter((call) => call.method !== 'GET' && call.path.includes(`/sellers/${seller}/`))
      .map(({ method, path, body, status }) => [method, path.split('/').at(-1), body, status]);

  const packageOf = async (handle: ConnectionHandle) => {
    const response = await app.inject({
      method: 'GET',
      url: `/trendyol/integration/order/sellers/${handle.credentials.supplier_id}/orders`,
      headers: { ...AUTH, 'user-agent': `${handle.credentials.supplier_id} - Tezgah` },
    });
    return response.json().content[0] as { status: string; invoiceLink: string };
  };

  it('moves a Created package to Picking then Invoiced with the number, then sends the link; once', async () => {
    const handle = connection();
    const order = await placeOrder(handle);
    await expect(connector.sendInvoice(handle, invoice(order.order_number))).resolves.toBe('done');
    const lines = [{ lineId: order.line_ids[0], quantity: 2 }];
    expect(await writes(handle.credentials.supplier_id)).toEqual([
      ['PUT', String(order.shipment_package_id), { lines, params: {}, status: 'Picking' }, 200],
      ['PUT', String(order.shipment_package_id), { lines, params: { invoiceNumber: 'TZG2026000000001' }, status: 'Invoiced' }, 200],
      [
        'POST',
        'seller-invoice-links',
        {
          invoiceLink: `https://tezgah.example/v1/documents/tok-${order.order_number}`,
          shipmentPackageId: order.shipment_package_id,
          invoiceDateTime: Date.parse('2026-03-01T10:00:00.000Z'),
          invoiceNumber: 'TZG2026000000001',
        },
        201,
      ],
    ]);
    expect(await packageOf(handle)).toMatchObject({
      status: 'Invoiced',
      invoiceLink: `https://tezgah.example/v1/documents/tok-${order.order_number}`,
    });

    // A retry after a lost answer: the package is Invoiced (no move), the link's 409 ends it.
    await expect(connector.sendInvoice(handle, invoice(order.order_number))).resolves.toBe('done');
    const again = (await writes(handle.credentials.supplier_id)).slice(3);
    expect(again.map(([method, path, , status]) => [method, path, status])).toEqual([['POST', 'seller-invoice-links', 409]]);
  });

  it('replaces the link of a cancelled invoice: the package’s link deleted, the new one sent', async () => {
    const handle = connection();
    const order = await placeOrder(handle);
    await expect(connector.sendInvoice(handle, invoice(order.order_number))).resolves.toBe('done');
    const replacing = {
      ...invoice(order.order_number),
      number: 'TZG2026000000002',
      pdf_url: 'https://tezgah.example/v1/documents/tok-2',
      replaces: true,
    };
    await expect(connector.sendInvoice(handle, replacing)).resolves.toBe('done');
    const after = (await writes(handle.credentials.supplier_id)).slice(3);
    expect(after.map(([method, path, , status]) => [method, path, status])).toEqual([
      ['POST', 'seller-invoice-links', 409],
      ['POST', 'delete', 202],
      ['POST', 'seller-invoice-links', 201],
    ]);
    expect(after[1][2]).toEqual({ serviceSourceId: order.shipment_package_id, channelId: 1, customerId: expect.any(Number) });
    expect(await packageOf(handle)).toMatchObject({ status: 'Invoiced', invoiceLink: 'https://tezgah.example/v1/documents/tok-2' });

    // Its retry after a lost answer ends with the same link on the package.
    await expect(connector.sendInvoice(handle, replacing)).resolves.toBe('done');
    expect(await packageOf(handle)).toMatchObject({ invoiceLink: 'https://tezgah.example/v1/documents/tok-2' });
  });

  it('sends only the link for a package the carrier has already (Shipped keeps its status)', async () => {
    const handle = connection();
    const order = await placeOrder(handle);
    const seller = handle.credentials.supplier_id;
    const shipped = await app.inject({
      method: 'PUT',
      url: `/trendyol/integration/test/order/sellers/${seller}/shipment-packages/${order.shipment_package_id}/status`,
      headers: { ...AUTH, 'user-agent': `${seller} - Tezgah` },
      payload: { status: 'Shipped' },
    });
    expect(shipped.statusCode).toBe(200);
    await expect(connector.sendInvoice(handle, invoice(order.order_number))).resolves.toBe('done');
    const sent = (await writes(seller)).filter(([, path]) => path !== 'status');
    expect(sent.map(([method, path, , status]) => [method, path, status])).toEqual([['POST', 'seller-invoice-links', 201]]);
    expect(await packageOf(handle)).toMatchObject({ status: 'Shipped' });
  });

  it('skips a cancelled order and an unknown one, sending nothing', async () => {
    const handle = connection();
    const order = await placeOrder(handle);
    await control('POST', `/orders/${order.order_number}/cancel`, { reason: 'stok yok' });
    await expect(connector.sendInvoice(handle, invoice(order.order_number))).resolves.toBe('skipped');
    await expect(connector.sendInvoice(handle, invoice('999'))).resolves.toBe('skipped');
    expect(await writes(handle.credentials.supplier_id)).toEqual([]);
  });

  it('throws when Trendyol is down at the link, so the invoice is retried; the retry sends the link alone', async () => {
    const handle = connection();
    const order = await placeOrder(handle);
    await control('POST', '/faults', { path: '*seller-invoice-links*', status: 500, count: 1 });
    const error = await connector.sendInvoice(handle, invoice(order.order_number)).catch((caught: unknown) => caught as DomainError);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('marketplace.unreachable');
    await expect(connector.sendInvoice(handle, invoice(order.order_number))).resolves.toBe('done');
    const sent = await writes(handle.credentials.supplier_id);
    expect(sent.map(([method, , body, status]) => [method, (body as { status?: string }).status ?? 'link', status])).toEqual([
      ['PUT', 'Picking', 200],
      ['PUT', 'Invoiced', 200],
      ['POST', 'link', 500],
      ['POST', 'link', 201],
    ]);
  });
});

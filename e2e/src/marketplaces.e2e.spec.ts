// Marketplaces as a seller and an integrator see them (spec: What the service does 3-6,
// MarketplaceConnection, the Marketplaces endpoints and connection states, Errors 2, Limits;
// decisions §1, §10, §13, §14), in both runtime shapes, against the sandboxes: all 14 connect
// (marketplace B through its grant), field and credential refusals, the marketplace's faults as
// 502 / 503 with the breaker answering at once, disconnect and reconnect, the two events at a
// webhook, tenant isolation, credentials sealed at rest and absent from every log line, and stock
// propagation to every marketplace where the product is listed, through an outage.
import { MARKETPLACES, type MarketplaceDefinition } from '@tezgah/contracts';
import {
  api,
  type Api,
  DEMO_PASSWORD,
  type HttpsReceiver,
  startHttpsReceiver,
  startSystem,
  type System,
  testCertificates,
  uniqueGtin13,
} from '@tezgah/testing';
import { expectError, expectInvalidField, FAST_MARKETPLACES, uniqueValue, until } from './support';

/** Trendyol's supplier ids are numbers. */
const numericId = () => String(100_000 + Math.floor(Math.random() * 800_000));

/** Every secret value pasted in this run: none may appear in any log line. */
const pastedSecrets: string[] = [];

interface Account {
  slug: string;
  credentials: Record<string, string>;
  /** How the sandbox's control API names the seller account. */
  seller: string;
}

/**
 * Fresh credentials for a seller account of the marketplace, in the fields the registry names: a
 * unique value in each required field (Trendyol's supplier id numeric, as Trendyol's are). The
 * sandbox knows the account by the first of them (decisions §14, docs/simulators/README.md).
 */
function accountOn(marketplace: MarketplaceDefinition): Account {
  // A grant, not pasted fields: the seller approves on the consent page.
  if (marketplace.auth === 'oauth') return { slug: marketplace.slug, seller: `A${numericId()}TEZ`, credentials: {} };
  const credentials = Object.fromEntries(
    marketplace.credentials
      .filter((field) => field.required)
      .map(({ name }) => [name, name === 'supplier_id' ? numericId() : uniqueValue(name.replace(/_/g, ''))]),
  );
  pastedSecrets.push(...Object.entries(credentials).flatMap(([name, value]) => (/key|secret|password|token/.test(name) ? [value] : [])));
  const [accountField] = Object.keys(credentials);
  if (!accountField) throw new Error(`${marketplace.slug} takes no credential to know its sandbox account by`);
  return { slug: marketplace.slug, seller: credentials[accountField] ?? '', credentials };
}

/** Puts a seller's existing listing of `sku` on a sandbox marketplace, in that marketplace's control terms. */
async function listOnSandbox(sandboxUrl: string, account: Account, sku: string, barcode: string, quantity: number): Promise<void> {
  const body =
    account.slug === 'trendyol'
      ? {
          supplier_id: account.seller,
          items: [{ barcode, stock_code: sku, title: 'Listelenen Ürün', quantity, sale_price: 100, list_price: 120 }],
        }
      : { seller: account.seller, listings: [{ sku, barcode, title: 'Listelenen Ürün', quantity, price: 100 }] };
  const response = await fetch(`${sandboxUrl}/control/${account.slug}/listings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
}

/** The quantity the sandbox marketplace now holds for the seller's SKU. */
async function sandboxQuantity(sandboxUrl: string, account: Account, sku: string): Promise<number | undefined> {
  const response = await fetch(`${sandboxUrl}/control/${account.slug}/listings?seller=${encodeURIComponent(account.seller)}`);
  const body = (await response.json()) as {
    items?: Array<{ stockCode: string; quantity: number }>;
    listings?: Array<{ sku: string; quantity: number }>;
  };
  if (body.items) return body.items.find((item) => item.stockCode === sku)?.quantity;
  return body.listings?.find((listing) => listing.sku === sku)?.quantity;
}

async function setFaults(sandboxUrl: string, party: string, fault: Record<string, unknown> | null): Promise<void> {
  const response = await fetch(`${sandboxUrl}/control/${party}/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: fault ? { 'content-type': 'application/json' } : {},
    body: fault ? JSON.stringify(fault) : undefined,
  });
  expect(response.status).toBe(204);
}

async function callCount(sandboxUrl: string, party: string): Promise<number> {
  return ((await (await fetch(`${sandboxUrl}/control/${party}/calls`)).json()) as unknown[]).length;
}

describe.each(['single', 'distributed'] as const)('marketplaces (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;
  let admin: string;
  let staff: string;
  let viewer: string;
  let other: string;
  const accounts = new Map<string, Account>(MARKETPLACES.map((marketplace) => [marketplace.slug, accountOn(marketplace)]));
  const hookPath = `/marketplace-events-${shape}`;
  /** The product listed on three marketplaces before they are connected. */
  const listed = { sku: uniqueValue('LISTED'), barcode: uniqueGtin13('869') };
  let listedId: string;

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({ shape, env: { ...FAST_MARKETPLACES, NODE_EXTRA_CA_CERTS: testCertificates().caPath } });
    client = api(system.baseUrl);
    [owner, admin, staff, viewer, other] = await Promise.all(
      ['owner@demo.tezgah.dev', 'admin@demo.tezgah.dev', 'staff@demo.tezgah.dev', 'viewer@demo.tezgah.dev', 'owner@other.tezgah.dev'].map(
        async (email) => (await client.tokens(email, DEMO_PASSWORD)).access_token,
      ),
    );
    const hook = await client.request('POST', '/webhooks', {
      token: owner,
      body: { url: receiver.urlFor(hookPath), events: ['marketplace.connected', 'marketplace.disconnected'] },
    });
    expect(hook.status).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  const get = (path: string, token = owner) => client.request('GET', path, { token });
  const connect = (slug: string, body: unknown, token = owner) => client.request('POST', `/marketplaces/${slug}/connect`, { token, body });
  const connectionOf = async (slug: string, token = owner) =>
    ((await get('/marketplaces', token)).body as Array<{ slug: string; status: string; connected: boolean }>).find((c) => c.slug === slug);
  const jobOf = (id: string) =>
    until(
      async () => (await get(`/jobs/${id}`)).body,
      (job) => ['completed', 'failed'].includes(job.status),
    );
  const hookEvents = () =>
    receiver
      .requestsTo(hookPath)
      .map((request) => JSON.parse(request.rawBody.toString()) as { type: string; data: Record<string, unknown> });

  /** Marketplace B's grant: connect, the consent page (approves at once), the return address. */
  async function connectThroughGrant(account: Account): Promise<{ connection_id: string; sync_job_id: string }> {
    const started = await connect('amazon', {});
    expect({ status: started.status, body: started.body }).toMatchObject({
      status: 200,
      body: {
        connection_id: expect.stringMatching(/^con_/),
        sync_job_id: null,
        authorization_url: expect.stringContaining('/amazon/apps/authorize/consent'),
      },
    });
    const consent = await fetch(`${started.body.authorization_url}&selling_partner_id=${account.seller}`, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callback = await fetch(consent.headers.get('location')!, { headers: { accept: 'application/json' } });
    const body = (await callback.json()) as { slug: string; connection_id: string; sync_job_id: string };
    expect({ status: callback.status, body }).toMatchObject({
      status: 200,
      body: { slug: 'amazon', connection_id: started.body.connection_id },
    });
    return body;
  }

  it('lists all 14 marketplaces, none connected yet, to every role', async () => {
    for (const token of [owner, viewer]) {
      const list = await get('/marketplaces', token);
      expect(list.status).toBe(200);
      expect(list.body.map((c: { slug: string }) => c.slug)).toEqual(MARKETPLACES.map((m) => m.slug));
      expect(list.body[0]).toEqual({
        slug: 'trendyol',
        name: 'Trendyol',
        status: 'disconnected',
        connected: false,
        connected_at: null,
        last_sync_at: null,
        product_count: 0,
        active_listing_count: 0,
        auth: 'credentials',
        credential_fields: [
          { name: 'supplier_id', required: true },
          { name: 'api_key', required: true },
          { name: 'api_secret', required: true },
        ],
        protocol: 'native',
        config: { environment: expect.stringMatching(/^(production|stage|sandbox)$/), cargo_provider: null, store_name: null },
      });
      // Decisions §17: a marketplace without a connector of its own needs the generic protocol.
      const protocols = Object.fromEntries(list.body.map((c: { slug: string; protocol: string }) => [c.slug, c.protocol]));
      expect(protocols).toEqual(Object.fromEntries(MARKETPLACES.map((m) => [m.slug, m.connector === 'generic' ? 'generic' : 'native'])));
      expect(protocols).toMatchObject({ ciceksepeti: 'native', teknosa: 'generic', boyner: 'generic', farmazon: 'generic' });
      expect(Object.values(protocols).filter((protocol) => protocol === 'native')).toHaveLength(11);
      expect(
        Object.keys(protocols)
          .filter((slug) => protocols[slug] === 'generic')
          .sort(),
      ).toEqual(['boyner', 'farmazon', 'teknosa']);
    }
  });

  it('refuses wrong fields with 400 naming each field, refused credentials with 422, and weaker roles with 403', async () => {
    const trendyol = accounts.get('trendyol')!.credentials;
    expectInvalidField(await connect('trendyol', { supplier_id: trendyol.supplier_id, api_key: trendyol.api_key }), 'api_secret');
    expectInvalidField(await connect('trendyol', { ...trendyol, token: 'x' }), 'token');
    expectInvalidField(await connect('hepsiburada', { merchant_id: 'm', username: 'u', password: '' }), 'password');
    expectInvalidField(await connect('n11', { api_key: 7, api_secret: 's' }), 'api_key');
    expectError(await connect('nowhere', {}), 404, 'resource.not_found');

    const refused = await connect('trendyol', { ...trendyol, api_key: 'invalid' });
    expectError(refused, 422, 'business.invalid');
    expectError(await connect('hepsiburada', { merchant_id: 'm-1', username: 'u', password: 'invalid' }), 422, 'business.invalid');
    expectError(await connect('teknosa', { api_key: 'invalid', api_secret: 's' }), 422, 'business.invalid');

    expectError(await connect('n11', accounts.get('n11')!.credentials, viewer), 403, 'auth.insufficient_scope');
    expectError(await connect('n11', accounts.get('n11')!.credentials, staff), 403, 'auth.insufficient_scope');
    expect((await connectionOf('trendyol'))!.connected).toBe(false);
  });

  it('connects each of the 14 against its sandbox, runs the first sync as a job, and fills the listing map', async () => {
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: listed.sku, barcode: listed.barcode, title: 'Üç pazaryerinde satılan ürün', price: 100, stock: 5 },
    });
    expect(created.status).toBe(201);
    listedId = created.body.id;
    for (const slug of ['trendyol', 'n11', 'boyner'])
      await listOnSandbox(system.sandboxUrl, accounts.get(slug)!, listed.sku, listed.barcode, 5);

    for (const marketplace of MARKETPLACES) {
      const account = accounts.get(marketplace.slug)!;
      // The admin connects the first one: admins may, as owners may.
      const token = marketplace.slug === 'trendyol' ? admin : owner;
      const result =
        marketplace.auth === 'oauth'
          ? await connectThroughGrant(account)
          : await (async () => {
              const response = await connect(marketplace.slug, account.credentials, token);
              expect({ slug: marketplace.slug, status: response.status, body: response.body }).toMatchObject({
                status: 200,
                body: { connection_id: expect.stringMatching(/^con_/), sync_job_id: expect.stringMatching(/^job_/) },
              });
              return response.body;
            })();
      const job = await jobOf(result.sync_job_id);
      expect({ slug: marketplace.slug, job }).toMatchObject({ job: { type: 'marketplace_sync', status: 'completed', progress: 100 } });
    }

    const list = (await get('/marketplaces')).body as Array<Record<string, unknown>>;
    for (const connection of list) {
      expect(connection).toMatchObject({ status: 'connected', connected: true, connected_at: expect.any(String) });
    }
    const trendyol = await until(
      () => connectionOf('trendyol'),
      (c) => Boolean((c as { last_sync_at?: string })?.last_sync_at),
    );
    expect(trendyol).toMatchObject({ product_count: 1, active_listing_count: 1, last_sync_at: expect.any(String) });

    const product = await until(
      async () => (await get(`/products/${listedId}`)).body,
      (p) => p.marketplaces.length === 3,
    );
    expect([...product.marketplaces].sort()).toEqual(['boyner', 'n11', 'trendyol']);
    const filtered = await get('/products?marketplace=n11&per_page=100');
    expect(filtered.body.data.map((p: { id: string }) => p.id)).toContain(listedId);
    const onTrendyol = await get('/marketplaces/trendyol/products', viewer);
    expect(onTrendyol.status).toBe(200);
    expect(onTrendyol.body.data).toEqual([
      expect.objectContaining({ sku: listed.sku, barcode: listed.barcode, quantity: 5, status: 'active' }),
    ]);
    expect((await get('/marketplaces/koctas/products')).body).toMatchObject({ data: [], pagination: { total: 0 } });

    const events = await until(
      async () => hookEvents(),
      (e) => e.filter((event) => event.type === 'marketplace.connected').length >= 14,
    );
    const connected = events.filter((event) => event.type === 'marketplace.connected');
    expect(connected.map((event) => event.data.marketplace).sort()).toEqual(MARKETPLACES.map((m) => m.slug).sort());
    expect(connected.find((event) => event.data.marketplace === 'trendyol')!.data).toEqual({
      marketplace: 'trendyol',
      supplier_id: accounts.get('trendyol')!.seller,
    });
  }, 180_000);

  it('replaces the credentials of a connected marketplace without a new event', async () => {
    const before = hookEvents().length;
    const again = await connect('teknosa', accounts.get('teknosa')!.credentials);
    expect(again.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(hookEvents().length).toBe(before);
  });

  it('answers 502 marketplace.unreachable for a failing marketplace, then at once once the breaker is open', async () => {
    const party = 'koctas';
    await setFaults(system.sandboxUrl, party, { path: '*', status: 500, count: 1000 });
    try {
      let last = await connect(party, accounts.get(party)!.credentials);
      for (let i = 0; i < 6; i++) {
        expectError(last, 502, 'marketplace.unreachable');
        last = await connect(party, accounts.get(party)!.credentials);
      }
      // At once: the open breaker answers without a call to the marketplace.
      const callsBefore = await callCount(system.sandboxUrl, party);
      expectError(await connect(party, accounts.get(party)!.credentials), 502, 'marketplace.unreachable');
      expect(await callCount(system.sandboxUrl, party)).toBe(callsBefore);
    } finally {
      await setFaults(system.sandboxUrl, party, null);
    }
    expect((await connectionOf(party))!.status).toBe('connected');
  }, 60_000);

  it('answers 503 marketplace.rate_limited with Retry-After when the marketplace keeps answering 429', async () => {
    const party = 'teknosa';
    // Only the account check: the connector's order poller calls the marketplace meanwhile too.
    await setFaults(system.sandboxUrl, party, { path: '/api/v1/account', status: 429, count: 3, retry_after: 1 });
    const limited = await connect(party, accounts.get(party)!.credentials);
    expectError(limited, 503, 'marketplace.rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.body.error.retry_after).toBeGreaterThanOrEqual(1);
    await setFaults(system.sandboxUrl, party, null);
  }, 30_000);

  it('disconnects (204, event) and reconnects (a new sync job, event); a second disconnect is 404', async () => {
    expectError(await client.request('POST', '/marketplaces/farmazon/disconnect', { token: staff }), 403, 'auth.insufficient_scope');
    const disconnected = await client.request('POST', '/marketplaces/farmazon/disconnect', { token: owner });
    expect(disconnected.status).toBe(204);
    expect(await connectionOf('farmazon')).toMatchObject({ status: 'disconnected', connected: false });
    expectError(await client.request('POST', '/marketplaces/farmazon/disconnect', { token: owner }), 404, 'resource.not_found');

    const again = await connect('farmazon', accounts.get('farmazon')!.credentials);
    expect(again.status).toBe(200);
    expect((await jobOf(again.body.sync_job_id)).status).toBe('completed');
    expect((await connectionOf('farmazon'))!.connected).toBe(true);

    const events = await until(
      async () => hookEvents().filter((event) => event.data.marketplace === 'farmazon'),
      (e) => e.length >= 3,
    );
    expect(events.map((event) => event.type)).toEqual(['marketplace.connected', 'marketplace.disconnected', 'marketplace.connected']);
    expect(events[1].data).toEqual({ marketplace: 'farmazon', reason: expect.any(String) });
  }, 60_000);

  it('sets the connector configuration, refusing unknown values', async () => {
    const set = await client.request('PUT', '/marketplaces/trendyol/config', {
      token: owner,
      body: { environment: 'sandbox', cargo_provider: 'OWN_CONTRACT' },
    });
    expect({ status: set.status, body: set.body }).toEqual({
      status: 200,
      body: { slug: 'trendyol', config: { environment: 'sandbox', cargo_provider: 'OWN_CONTRACT', store_name: null } },
    });
    // The connection's answer shows it, to every role.
    const trendyol = ((await get('/marketplaces', viewer)).body as Array<{ slug: string; config: unknown }>).find(
      (m) => m.slug === 'trendyol',
    );
    expect(trendyol?.config).toEqual({ environment: 'sandbox', cargo_provider: 'OWN_CONTRACT', store_name: null });
    expectInvalidField(
      await client.request('PUT', '/marketplaces/trendyol/config', { token: owner, body: { environment: 'moon' } }),
      'environment',
    );
    expectError(
      await client.request('PUT', '/marketplaces/trendyol/config', { token: viewer, body: { environment: 'sandbox' } }),
      403,
      'auth.insufficient_scope',
    );
  });

  it('shows another tenant none of it', async () => {
    const theirs = (await get('/marketplaces', other)).body as Array<{ connected: boolean }>;
    expect(theirs).toHaveLength(14);
    expect(theirs.every((connection) => !connection.connected)).toBe(true);
    expectError(await client.request('POST', '/marketplaces/trendyol/disconnect', { token: other }), 404, 'resource.not_found');
    expect((await get('/marketplaces/trendyol/products', other)).body).toMatchObject({ data: [], pagination: { total: 0 } });
    expectError(await get(`/products/${listedId}`, other), 404, 'resource.not_found');
  });

  it('propagates every stock change to each marketplace where the product is listed, newest value last', async () => {
    const where = ['trendyol', 'n11', 'boyner'].map((slug) => accounts.get(slug)!);
    for (const stock of [7, 8, 9]) {
      expect((await client.request('PUT', `/products/${listedId}/stock`, { token: owner, body: { stock } })).status).toBe(200);
    }
    for (const account of where) {
      // The last quantity seen, so that a failure names the marketplace that did not get the value.
      expect({
        slug: account.slug,
        quantity: await until(
          () => sandboxQuantity(system.sandboxUrl, account, listed.sku),
          (q) => q === 9,
          20_000,
          { onTimeout: 'answer' },
        ),
      }).toEqual({
        slug: account.slug,
        quantity: 9,
      });
    }
    // Trendyol's stock calls in the order they arrived: the values only ever move forward.
    const calls = (await (await fetch(`${system.sandboxUrl}/control/trendyol/calls`)).json()) as Array<{
      path: string;
      body: { items?: Array<{ barcode: string; quantity: number }> };
    }>;
    const pushed = calls
      .filter((call) => call.path.endsWith('/price-and-inventory'))
      .flatMap((call) => call.body.items ?? [])
      .filter((item) => item.barcode === listed.barcode)
      .map((item) => item.quantity);
    expect(pushed.at(-1)).toBe(9);
    expect(pushed).toEqual([...pushed].sort((a, b) => a - b));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const account of where) expect(await sandboxQuantity(system.sandboxUrl, account, listed.sku)).toBe(9);
    // The listing map now knows the product behind the SKU, and the quantity it last pushed.
    expect((await get('/marketplaces/n11/products')).body.data).toEqual([
      expect.objectContaining({ sku: listed.sku, product_id: listedId }),
    ]);
  }, 60_000);

  it('retries a stock change through a marketplace outage and delivers it after recovery', async () => {
    const n11 = accounts.get('n11')!;
    const before = await sandboxQuantity(system.sandboxUrl, n11, listed.sku);
    const since = new Date().toISOString();
    await setFaults(system.sandboxUrl, 'n11', { path: '*', status: 500, count: 10_000 });
    try {
      expect((await client.request('PUT', `/products/${listedId}/stock`, { token: owner, body: { stock: 11 } })).status).toBe(200);
      for (const slug of ['trendyol', 'boyner']) {
        expect(
          await until(
            () => sandboxQuantity(system.sandboxUrl, accounts.get(slug)!, listed.sku),
            (q) => q === 11,
          ),
        ).toBe(11);
      }
      // The outage: n11 refuses the push, and the push is tried again, not given up.
      const refusedPushes = await until(
        async () =>
          ((await (await fetch(`${system.sandboxUrl}/control/n11/calls?since=${since}`)).json()) as Array<{ path: string; status: number }>)
            .filter((call) => call.path.endsWith('/price-stock-update'))
            .map((call) => call.status),
        (statuses) => statuses.length >= 2,
      );
      expect(refusedPushes.every((status) => status === 500)).toBe(true);
      // While it failed the sandbox kept the old value (a fault answers before the simulator).
      expect(await sandboxQuantity(system.sandboxUrl, n11, listed.sku)).toBe(before);
    } finally {
      await setFaults(system.sandboxUrl, 'n11', null);
    }
    expect(
      await until(
        () => sandboxQuantity(system.sandboxUrl, n11, listed.sku),
        (q) => q === 11,
        40_000,
      ),
    ).toBe(11);
  }, 90_000);

  // Last of the stock tests: the orders service ingests this order and takes its stock.
  it("lists what Trendyol holds: its recent orders, in its sub-interface's own order shape", async () => {
    const trendyol = accounts.get('trendyol')!;
    const placed = await fetch(`${system.sandboxUrl}/control/trendyol/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        supplier_id: trendyol.seller,
        lines: [
          { barcode: listed.barcode, merchant_sku: listed.sku, product_name: 'Üç pazaryerinde satılan ürün', quantity: 2, amount: 100 },
        ],
        customer: { first_name: 'Ayşe', last_name: 'Yılmaz', email: 'ayse@example.com', phone: '+905551112233', tax_number: null },
        shipping_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
        invoice_address: { address1: 'Bağdat Cad. 1', city: 'İstanbul', district: 'Kadıköy', postal_code: '34710', country_code: 'TR' },
      }),
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { order_number: string } };
    // Trendyol's `/orders` is its sub-interface's own list (spec: Marketplace A connector), in its page shape.
    const orders = await get('/marketplaces/trendyol/orders', viewer);
    expect(orders.status).toBe(200);
    expect(orders.body.orders).toContainEqual(
      expect.objectContaining({
        order_number: order.order_number,
        status: 'Created',
        gross_amount: 200,
        lines: [expect.objectContaining({ barcode: listed.barcode, quantity: 2, amount: 100 })],
        shipping_address: expect.objectContaining({ city: 'İstanbul', district: 'Kadıköy' }),
      }),
    );
    expect((await get('/marketplaces/trendyol/orders', other)).status).toBe(404);
  });

  it('keeps the credentials sealed at rest and out of every log line', async () => {
    const rows = await system.storedRows<{ sealed: string; stored: string }>(
      `SELECT credentials_sealed AS sealed, row_to_json(c)::text AS stored FROM marketplaces.connections c WHERE credentials_sealed IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const everything = rows.map((row) => row.stored).join('\n');
    for (const secret of pastedSecrets) expect(everything).not.toContain(secret);
    // Sealed as SecretBox seals: key id, IV, tag and ciphertext.
    for (const row of rows) expect(row.sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const logs = system.logs();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of pastedSecrets) expect(logs).not.toContain(secret);
  }, 120_000);
});

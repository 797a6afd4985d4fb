// Webhooks as an integrator sees them (spec: Webhook, Webhooks endpoints, Events; decisions §1,
// §2, §11): registration, signed at-least-once delivery to a real local HTTPS receiver (a
// throwaway CA trusted through NODE_EXTRA_CA_CERTS), retries, dead letters, resend, test events,
// each tenant's events at its own endpoints only, in both runtime shapes; a SIGKILLed dispatcher loses nothing; private addresses refused in
// production mode.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_MESSAGES_TR, PUBLIC_EVENT_TYPES } from '@tezgah/contracts';
import {
  api,
  DEMO_PASSWORD,
  startHttpsReceiver,
  startSystem,
  testCertificates,
  type Api,
  type HttpsReceiver,
  type ReceivedRequest,
  type System,
} from '@tezgah/testing';
import Stripe from 'stripe';
import { expectError, expectInvalidField, until } from './support';

const PASSWORD = 'e2e-password-1';
/** Short waits and time-out, so that seven attempts take seconds (decisions §11 makes them configurable). */
const FAST_RETRIES = {
  TEZGAH_WEBHOOK_RETRY_DELAYS_S: '0.2',
  TEZGAH_WEBHOOK_POLL_INTERVAL_MS: '100',
  TEZGAH_WEBHOOK_TIMEOUT_MS: '1000',
  TEZGAH_WEBHOOK_LEASE_MS: '2000',
};

let skuCounter = 0;
const uniqueSku = () => `WH-${Date.now().toString(36)}-${skuCounter++}`;

/** Our own check of `X-Tezgah-Signature`, as the spec's Signature part tells receivers to do it. */
function verifiesWithOwnHmac(request: ReceivedRequest, secret: string): boolean {
  const header = String(request.headers['x-tezgah-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.`).update(request.rawBody).digest();
  return Math.abs(Date.now() / 1000 - Number(match[1])) <= 300 && timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

describe.each(['single', 'distributed'] as const)('webhooks (%s shape)', (shape) => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;
  let staff: string;
  let other: string;

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({ shape, marketplaces: [], env: { ...FAST_RETRIES, NODE_EXTRA_CA_CERTS: testCertificates().caPath } });
    client = api(system.baseUrl);
    [owner, staff, other] = await Promise.all(
      ['owner@demo.tezgah.dev', 'staff@demo.tezgah.dev', 'owner@other.tezgah.dev'].map(
        async (email) => (await client.tokens(email, DEMO_PASSWORD)).access_token,
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  const register = async (path: string, events: string[] = ['product.stock_changed', 'product.sold_out'], token = owner) => {
    const response = await client.request('POST', '/webhooks', { token, body: { url: receiver.urlFor(path), events } });
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 201 });
    return response.body as { id: string; secret: string };
  };
  const product = async (stock: number) => {
    const created = await client.request('POST', '/products', {
      token: owner,
      body: { sku: uniqueSku(), title: 'Webhook Ürünü', price: 10, stock },
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; sku: string };
  };
  const setStock = async (id: string, stock: number) => {
    expect((await client.request('PUT', `/products/${id}/stock`, { token: owner, body: { stock } })).status).toBe(200);
  };
  const deliveries = async (webhookId: string) => (await client.request('GET', `/webhooks/${webhookId}/deliveries`, { token: owner })).body;

  describe('registration', () => {
    it('answers 201 with the secret once; lists never show it', async () => {
      const created = await client.request('POST', '/webhooks', {
        token: owner,
        body: { url: receiver.urlFor('/registered'), events: ['order.created', 'product.sold_out'] },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^whk_[0-9A-HJKMNP-TV-Z]{26}$/),
        url: receiver.urlFor('/registered'),
        events: ['order.created', 'product.sold_out'],
        active: true,
        created_at: expect.any(String),
        last_delivered_at: null,
        last_status_code: null,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      });
      const list = await client.request('GET', '/webhooks', { token: owner });
      expect(list.status).toBe(200);
      const listed = list.body.find((webhook: { id: string }) => webhook.id === created.body.id);
      expect(listed).toEqual({ ...created.body, secret: undefined });
      expect(JSON.stringify(list.body)).not.toContain('whsec_');
      expect(system.logs()).not.toContain(created.body.secret);
    });

    it('refuses http URLs, unknown events and unknown fields, naming the field in Turkish', async () => {
      const http = await client.request('POST', '/webhooks', {
        token: owner,
        body: { url: 'http://example.com/hook', events: ['order.created'] },
      });
      expectInvalidField(http, 'url');
      expect(http.body.error.details.url[0]).toEqual({ code: 'https', message: 'URL https ile başlamalıdır.' });
      expectInvalidField(
        await client.request('POST', '/webhooks', { token: owner, body: { url: receiver.urlFor('/x'), events: ['inventory.synced'] } }),
        'events',
      );
      expectInvalidField(
        await client.request('POST', '/webhooks', { token: owner, body: { url: receiver.urlFor('/x'), events: [] } }),
        'events',
      );
      expectInvalidField(
        await client.request('POST', '/webhooks', {
          token: owner,
          body: { url: receiver.urlFor('/x'), events: ['order.created'], secret: 'mine' },
        }),
        'secret',
      );
    });

    it('accepts every one of the ten event types', async () => {
      const created = await client.request('POST', '/webhooks', {
        token: owner,
        body: { url: receiver.urlFor('/all'), events: PUBLIC_EVENT_TYPES, active: false },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ events: PUBLIC_EVENT_TYPES, active: false });
    });

    it('is for admins: staff get 403, and another tenant sees 404 for every verb', async () => {
      expectError(
        await client.request('POST', '/webhooks', { token: staff, body: { url: receiver.urlFor('/x'), events: ['order.created'] } }),
        403,
        'auth.insufficient_scope',
      );
      expectError(await client.request('GET', '/webhooks', { token: staff }), 403, 'auth.insufficient_scope');
      const { id } = await register('/isolated');
      expect((await client.request('GET', '/webhooks', { token: other })).body).toEqual([]);
      expectError(await client.request('DELETE', `/webhooks/${id}`, { token: other }), 404, 'resource.not_found');
      expectError(await client.request('GET', `/webhooks/${id}/deliveries`, { token: other }), 404, 'resource.not_found');
      expectError(await client.request('POST', `/webhooks/${id}/test`, { token: other }), 404, 'resource.not_found');
      expectError(await client.request('DELETE', '/webhooks/whk_01JD3X5Q9V8K4M2N6P7R8S9T0W', { token: owner }), 404, 'resource.not_found');
    });
  });

  describe('delivery', () => {
    it('POSTs product.stock_changed and product.sold_out signed, with the headers and bodies the spec gives', async () => {
      const webhook = await register('/signed');
      const item = await product(3);
      await setStock(item.id, 0);
      const received = await receiver.waitFor((all) => all.filter((r) => r.path === '/signed').length >= 3, 15_000);
      const signed = received.filter((r) => r.path === '/signed');
      const changes = signed.filter((r) => r.headers['x-tezgah-event'] === 'product.stock_changed').map((r) => r.body as { data: unknown });
      expect(changes.map((body) => body.data)).toEqual(
        expect.arrayContaining([
          { product_id: item.id, sku: item.sku, old_stock: 0, new_stock: 3 },
          { product_id: item.id, sku: item.sku, old_stock: 3, new_stock: 0 },
        ]),
      );
      const soldOut = signed.find((r) => r.headers['x-tezgah-event'] === 'product.sold_out') as ReceivedRequest;
      const productNow = (await client.request('GET', `/products/${item.id}`, { token: owner })).body;
      expect(soldOut.body).toEqual({
        id: expect.stringMatching(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/),
        type: 'product.sold_out',
        created: expect.any(Number),
        data: productNow,
      });

      for (const request of signed) {
        expect(request.method).toBe('POST');
        expect(request.headers).toMatchObject({
          'content-type': 'application/json',
          'user-agent': 'Tezgah-Webhooks/1.0',
          'x-tezgah-webhook-id': webhook.id,
          'x-tezgah-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
        });
        expect(request.headers.authorization).toBeUndefined();
        const body = request.body as { id: string; type: string; created: number };
        expect(Object.keys(body)).toEqual(['id', 'type', 'created', 'data']);
        expect(body.type).toBe(request.headers['x-tezgah-event']);
        expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(60);
        expect(verifiesWithOwnHmac(request, webhook.secret)).toBe(true);
        expect(() =>
          Stripe.webhooks.signature!.verifyHeader(
            request.rawBody.toString('utf8'),
            String(request.headers['x-tezgah-signature']),
            webhook.secret,
            300,
          ),
        ).not.toThrow();
        expect(() =>
          Stripe.webhooks.signature!.verifyHeader(
            request.rawBody.toString('utf8'),
            String(request.headers['x-tezgah-signature']),
            `whsec_${randomBytes(32).toString('base64url')}`,
            300,
          ),
        ).toThrow();
      }
      const after = await until(
        () => client.request('GET', '/webhooks', { token: owner }),
        (r) => r.body.find((w: { id: string; last_status_code: number | null }) => w.id === webhook.id)?.last_status_code === 200,
      );
      expect(after.body.find((w: { id: string }) => w.id === webhook.id)).toMatchObject({
        last_status_code: 200,
        last_delivered_at: expect.any(String),
      });
    }, 30_000);

    it('retries an endpoint answering 500 twice: the same event three times, then delivered', async () => {
      receiver.respond('/flaky', [{ status: 500 }, { status: 500 }, { status: 200 }]);
      const webhook = await register('/flaky', ['product.stock_changed']);
      const item = await product(0);
      await setStock(item.id, 7);
      const page = await until(
        () => deliveries(webhook.id),
        (body) => body.data?.[0]?.status === 'delivered',
      );
      const got = receiver.requestsTo('/flaky');
      expect(got).toHaveLength(3);
      expect(new Set(got.map((r) => r.rawBody.toString())).size).toBe(1);
      expect(page.data).toHaveLength(1);
      expect(page.data[0]).toMatchObject({
        id: expect.stringMatching(/^dlv_/),
        event_id: (got[0].body as { id: string }).id,
        event_type: 'product.stock_changed',
        status: 'delivered',
        next_attempt_at: null,
      });
      expect(page.data[0].attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 500, 200]);
      expect(page.pagination).toEqual({ page: 1, per_page: 25, total: 1, total_pages: 1 });
    }, 30_000);

    it('gives up after exactly 7 attempts (dead); a resend delivers it again with the same evt_ id', async () => {
      receiver.respond('/down', { status: 503 });
      const webhook = await register('/down', ['product.stock_changed']);
      const item = await product(0);
      await setStock(item.id, 2);
      const dead = await until(
        () => deliveries(webhook.id),
        (body) => body.data?.[0]?.status === 'dead',
        20_000,
      );
      expect(dead.data[0]).toMatchObject({ status: 'dead', next_attempt_at: null });
      expect(dead.data[0].attempts).toHaveLength(7);
      await new Promise((resolve) => setTimeout(resolve, 700)); // nothing more comes on its own
      expect(receiver.requestsTo('/down')).toHaveLength(7);

      receiver.respond('/down', { status: 204 });
      const resent = await client.request('POST', `/webhooks/${webhook.id}/deliveries/${dead.data[0].id}/resend`, { token: owner });
      expect(resent.status).toBe(202);
      expect(resent.body).toMatchObject({ id: dead.data[0].id, status: 'pending' });
      const delivered = await until(
        () => deliveries(webhook.id),
        (body) => body.data?.[0]?.status === 'delivered',
      );
      expect(delivered.data[0].attempts.map((a: { status_code: number }) => a.status_code)).toEqual([
        503, 503, 503, 503, 503, 503, 503, 204,
      ]);
      const all = receiver.requestsTo('/down');
      expect(all).toHaveLength(8);
      expect(new Set(all.map((r) => (r.body as { id: string }).id)).size).toBe(1);
      expect(new Set(all.map((r) => r.rawBody.toString())).size).toBe(1);

      const again = await client.request('POST', `/webhooks/${webhook.id}/deliveries/${dead.data[0].id}/resend`, { token: owner });
      expect(again.status).toBe(202);
      const unknown = await client.request('POST', `/webhooks/${webhook.id}/deliveries/dlv_01JD3X5Q9V8K4M2N6P7R8S9T0W/resend`, {
        token: owner,
      });
      expectError(unknown, 404, 'resource.not_found');
    }, 40_000);

    it('times a slow endpoint out and records why, in Turkish', async () => {
      receiver.respond('/slow', [{ status: 200, delayMs: 3_000 }, { status: 200 }]);
      const webhook = await register('/slow', ['product.stock_changed']);
      const item = await product(0);
      await setStock(item.id, 1);
      const page = await until(
        () => deliveries(webhook.id),
        (body) => body.data?.[0]?.status === 'delivered',
      );
      const [first, second] = page.data[0].attempts;
      expect(first).toMatchObject({ status_code: null, error: 'Zaman aşımı: 1000 ms içinde yanıt gelmedi' });
      expect(first.duration_ms).toBeGreaterThanOrEqual(900);
      expect(first.duration_ms).toBeLessThan(2_500);
      expect(second).toMatchObject({ status_code: 200, error: null });
    }, 30_000);

    it('sends a signed ping to one webhook from the console', async () => {
      const webhook = await register('/ping', ['order.created']);
      const test = await client.request('POST', `/webhooks/${webhook.id}/test`, { token: owner });
      expect(test.status).toBe(202);
      expect(test.body).toMatchObject({ id: expect.stringMatching(/^dlv_/), event_type: 'ping', status: 'pending' });
      const [ping] = await receiver
        .waitFor((all) => all.some((r) => r.path === '/ping'), 10_000)
        .then((all) => all.filter((r) => r.path === '/ping'));
      expect(ping.headers['x-tezgah-event']).toBe('ping');
      expect(ping.body).toMatchObject({ id: test.body.event_id, type: 'ping', data: { webhook_id: webhook.id } });
      expect(verifiesWithOwnHmac(ping, webhook.secret)).toBe(true);
    }, 20_000);

    it('keeps each tenant’s events at its own endpoint when two tenants subscribe to the same types', async () => {
      const events = ['product.stock_changed', 'product.sold_out'];
      const [mine, theirs] = [await register('/tenant-own', events), await register('/tenant-other', events, other)];
      const productOf = async (token: string) =>
        (await client.request('POST', '/products', { token, body: { sku: uniqueSku(), title: 'Kiracı Ürünü', price: 10, stock: 1 } }))
          .body as { id: string };
      const [ownProduct, otherProduct] = [await productOf(owner), await productOf(other)];
      const zeroStock = (token: string, id: string) => client.request('PUT', `/products/${id}/stock`, { token, body: { stock: 0 } });
      expect([(await zeroStock(owner, ownProduct.id)).status, (await zeroStock(other, otherProduct.id)).status]).toEqual([200, 200]);

      // Three events a tenant: its stock changed at creation and to 0, and it sold out.
      const productIdsAt = (path: string) =>
        receiver.requestsTo(path).map((r) => {
          const data = (r.body as { data: { id?: string; product_id?: string } }).data;
          return data.product_id ?? data.id;
        });
      await receiver.waitFor(() => productIdsAt('/tenant-own').length >= 3 && productIdsAt('/tenant-other').length >= 3, 15_000);
      // An event's deliveries to every webhook are written together, so a leaked one is listed by now.
      const listed = async (webhookId: string, token: string) =>
        (await client.request('GET', `/webhooks/${webhookId}/deliveries`, { token })).body.data as Array<{ event_id: string }>;
      const eventIdsAt = (path: string) => receiver.requestsTo(path).map((r) => (r.body as { id: string }).id);
      expect(new Set(productIdsAt('/tenant-own'))).toEqual(new Set([ownProduct.id]));
      expect(new Set(productIdsAt('/tenant-other'))).toEqual(new Set([otherProduct.id]));
      expect((await listed(mine.id, owner)).map((d) => d.event_id).sort()).toEqual([...new Set(eventIdsAt('/tenant-own'))].sort());
      expect((await listed(theirs.id, other)).map((d) => d.event_id).sort()).toEqual([...new Set(eventIdsAt('/tenant-other'))].sort());
    }, 30_000);

    it('sends nothing more to a deleted webhook, retries included', async () => {
      receiver.respond('/deleted', { status: 500 });
      const webhook = await register('/deleted', ['product.stock_changed']);
      const item = await product(0);
      await setStock(item.id, 4);
      await receiver.waitFor((all) => all.some((r) => r.path === '/deleted'), 10_000);
      expect((await client.request('DELETE', `/webhooks/${webhook.id}`, { token: owner })).status).toBe(204);
      const seen = receiver.requestsTo('/deleted').length;
      await setStock(item.id, 5);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(receiver.requestsTo('/deleted')).toHaveLength(seen);
      expectError(await client.request('GET', `/webhooks/${webhook.id}/deliveries`, { token: owner }), 404, 'resource.not_found');
      expect((await client.request('GET', '/webhooks', { token: owner })).body.map((w: { id: string }) => w.id)).not.toContain(webhook.id);
    }, 20_000);
  });
});

describe('a SIGKILLed dispatcher (distributed shape)', () => {
  let system: System;
  let client: Api;
  let receiver: HttpsReceiver;
  let owner: string;

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    system = await startSystem({
      shape: 'distributed',
      marketplaces: [],
      env: { ...FAST_RETRIES, NODE_EXTRA_CA_CERTS: testCertificates().caPath },
    });
    client = api(system.baseUrl);
    owner = (await client.tokens('owner@demo.tezgah.dev', DEMO_PASSWORD)).access_token;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  }, 60_000);

  it('completes every pending delivery after a restart; nothing is lost', async () => {
    // Failing at first, so that every delivery is pending (waiting or in flight) when the process dies.
    receiver.respond('/survivor', { status: 500, delayMs: 300 });
    const webhook = (
      await client.request('POST', '/webhooks', {
        token: owner,
        body: { url: receiver.urlFor('/survivor'), events: ['product.stock_changed'] },
      })
    ).body;
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.request('POST', '/products', {
          token: owner,
          body: { sku: `${uniqueSku()}-${i}`, title: 'Kalıcı', price: 1, stock: i + 1 },
        }),
      ),
    );
    expect(created.every((r) => r.status === 201)).toBe(true);
    await receiver.waitFor(
      (all) => new Set(all.filter((r) => r.path === '/survivor').map((r) => (r.body as { id: string }).id)).size === 10,
      15_000,
    );

    expect(await system.kill('webhook-dispatcher')).toBe('SIGKILL');
    receiver.respond('/survivor', { status: 200 });
    expectError(await client.request('GET', `/webhooks/${webhook.id}/deliveries`, { token: owner }), 503, 'server.unavailable');
    await system.restart('webhook-dispatcher');

    const done = await until(
      async () => (await client.request('GET', `/webhooks/${webhook.id}/deliveries`, { token: owner })).body,
      (body) => body.data?.length === 10 && body.data.every((d: { status: string }) => d.status === 'delivered'),
      30_000,
    );
    expect(done.data.map((d: { status: string }) => d.status)).toEqual(Array(10).fill('delivered'));
    const received = new Set(receiver.requestsTo('/survivor').map((r) => (r.body as { id: string }).id));
    expect(done.data.every((d: { event_id: string }) => received.has(d.event_id))).toBe(true);
  }, 90_000);
});

describe('private addresses (production mode)', () => {
  let system: System;
  let client: Api;
  let owner: string;
  const USER = { tenant: 'ssrf', email: 'owner@ssrf.tezgah.test', role: 'owner', password: PASSWORD } as const;

  beforeAll(async () => {
    system = await startSystem({
      shape: 'single',
      marketplaces: [],
      users: [USER],
      env: {
        TEZGAH_ENV: 'production',
        TEZGAH_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
        TEZGAH_DOCUMENT_KEYS: `k1:${randomBytes(32).toString('base64')}`,
        // Production wants every service configured, the Amazon connector's application included.
        AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.e2e',
        AMAZON_LWA_CLIENT_SECRET: randomBytes(16).toString('hex'),
        AMAZON_APP_ID: 'amzn1.sp.solution.e2e',
      },
    });
    client = api(system.baseUrl);
    owner = (await client.tokens(USER.email, USER.password)).access_token;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  it.each([
    ['http://example.com/hook', 'https'],
    ['https://127.0.0.1/hook', 'webhook_private_address'],
    ['https://10.1.2.3/hook', 'webhook_private_address'],
    ['https://192.168.0.10:8443/hook', 'webhook_private_address'],
    ['https://169.254.169.254/latest/meta-data', 'webhook_private_address'],
    ['https://[::1]/hook', 'webhook_private_address'],
    ['https://[fd00:ec2::254]/hook', 'webhook_private_address'],
    ['https://localhost/hook', 'webhook_private_address'],
  ])('refuses %s', async (url, code) => {
    const response = await client.request('POST', '/webhooks', { token: owner, body: { url, events: ['order.created'] } });
    expectInvalidField(response, 'url');
    expect(response.body.error.details.url[0].code).toBe(code);
    expect(response.body.error.message).toBe(ERROR_MESSAGES_TR['validation.failed']);
  });
});

import { DomainError } from '@tezgah/errors';
import { metricsRegistry } from '@tezgah/observability';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARRIER, MARKETPLACE } from '../party-kind';
import type { ThirdPartyHttpOptions } from './http-pool-settings';
import type { ThirdPartyHttp, ThirdPartyRequest } from './third-party-http';
import { ThirdPartyHttpPool } from './third-party-http-pool';

/** What the simulated party answers to one request; `hang` never answers. */
type Reply = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP server playing the third party (a marketplace, unless said otherwise): answers from
 * a script, then a fallback; records every request.
 */
class ScriptedMarketplace {
  readonly received: Received[] = [];
  private readonly script: Reply[] = [];
  private fallback: Reply = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
  private readonly server: Server = createServer((req, res) => this.handle(req, res));

  answer(...replies: Reply[]): this {
    this.script.push(...replies);
    return this;
  }

  always(reply: Reply): this {
    this.fallback = reply;
    return this;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = this.script.shift() ?? this.fallback;
      if (reply === 'hang') return;
      res.writeHead(reply.status, reply.headers).end(reply.body ?? '');
    });
  }
}

const NO_LIMITS = {};
const json = (status: number, value: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name);
  const { values } = await metric!.get();
  const matching = values.filter((v) => Object.entries(labels).every(([key, value]) => v.labels[key] === value));
  return matching.reduce((sum, v) => sum + v.value, 0);
}

async function failureOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

describe('ThirdPartyHttpPool', () => {
  let marketplace: ScriptedMarketplace;
  let baseUrl: string;
  let pool: ThirdPartyHttpPool;

  const startPool = (options: ThirdPartyHttpOptions = {}, kind = MARKETPLACE) => {
    pool = new ThirdPartyHttpPool(kind, { backoffBaseMs: 20, backoffCapMs: 100, ...options });
    return pool;
  };
  const clientOf = (seller: string, limits = NO_LIMITS, slug = 'trendyol'): ThirdPartyHttp =>
    pool.clientFor({ party: slug, account: seller, limits });
  const get = (client: ThirdPartyHttp, operation: string, extra: Partial<ThirdPartyRequest> = {}) =>
    client.request({ method: 'GET', url: `${baseUrl}/orders`, operation, ...extra });

  beforeEach(async () => {
    marketplace = new ScriptedMarketplace();
    baseUrl = await marketplace.start();
  });

  afterEach(async () => {
    await pool.close();
    await marketplace.close();
  });

  describe('a request and its answer', () => {
    it('sends the query and a JSON body, and reads a JSON answer with lower-cased headers', async () => {
      marketplace.answer({
        status: 201,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': 'r1' },
        body: '{"id":7}',
      });
      const response = await startPool()
        .clientFor({ party: 'trendyol', account: 's1', limits: NO_LIMITS })
        .request({
          method: 'POST',
          url: `${baseUrl}/products?fixed=1`,
          operation: 'create-products',
          query: { page: 2, approved: true, skipped: undefined },
          headers: { Authorization: 'Basic eDp5' },
          body: { items: [{ barcode: 'B1' }] },
        });

      expect(response).toEqual({ status: 201, headers: expect.objectContaining({ 'x-request-id': 'r1' }), body: { id: 7 } });
      const [seen] = marketplace.received;
      expect(seen.url).toBe('/products?fixed=1&page=2&approved=true');
      expect(seen.headers['content-type']).toBe('application/json');
      expect(seen.headers.authorization).toBe('Basic eDp5');
      expect(JSON.parse(seen.body)).toEqual({ items: [{ barcode: 'B1' }] });
    });

    it('sends a form body as is and gives a text answer as text', async () => {
      marketplace.answer({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'fine' });
      const response = await startPool()
        .clientFor({ party: 'amazon', account: 's1', limits: NO_LIMITS })
        .request({
          method: 'POST',
          url: `${baseUrl}/auth/o2/token`,
          operation: 'token',
          body: new URLSearchParams({ grant_type: 'refresh_token' }),
        });

      expect(response.body).toBe('fine');
      expect(marketplace.received[0].body).toBe('grant_type=refresh_token');
      expect(marketplace.received[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    });

    it('returns a 401 or 404 to the connector without retrying it', async () => {
      marketplace.answer(json(401, { errors: [{ key: 'ClientApiAuthenticationException' }] }), json(404, { key: 'product.not.found' }));
      startPool();
      const client = clientOf('s1', NO_LIMITS, 'n11');

      expect((await get(client, 'verify-401')).status).toBe(401);
      expect((await get(client, 'verify-404')).body).toEqual({ key: 'product.not.found' });
      expect(marketplace.received).toHaveLength(2);
      expect(
        await metricValue('tezgah_marketplace_requests_total', { marketplace: 'n11', operation: 'verify-404', outcome: 'client_error' }),
      ).toBe(1);
    });
  });

  describe('retries', () => {
    it('retries 5xx answers and returns the success, counting the retries', async () => {
      marketplace.answer({ status: 500 }, { status: 502 });
      startPool();
      const response = await get(clientOf('s1'), 'retry-5xx');

      expect(response.status).toBe(200);
      expect(marketplace.received).toHaveLength(3);
      expect(await metricValue('tezgah_marketplace_retries_total', { operation: 'retry-5xx' })).toBe(2);
      expect(await metricValue('tezgah_marketplace_requests_total', { operation: 'retry-5xx', outcome: 'ok' })).toBe(1);
      expect(await metricValue('tezgah_marketplace_request_duration_seconds', { operation: 'retry-5xx' })).toBeGreaterThan(0);
    });

    it('waits as long as a 429 Retry-After says before trying again', async () => {
      marketplace.answer({ status: 429, headers: { 'retry-after': '1' } });
      startPool();
      const { ms, result } = await timed(() => get(clientOf('s1'), 'honour-retry-after'));

      expect(result.status).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(990);
      expect(marketplace.received).toHaveLength(2);
    });

    it('makes a single attempt when the call asks for no retries', async () => {
      marketplace.always({ status: 503 });
      startPool();
      const error = await failureOf(get(clientOf('s1'), 'no-retries', { retries: 0 }));

      expect(error.code).toBe('marketplace.unreachable');
      expect(marketplace.received).toHaveLength(1);
    });
  });

  describe('failures after the retries', () => {
    it('turns a marketplace 429 into marketplace.rate_limited with its Retry-After', async () => {
      marketplace.always({ status: 429, headers: { 'retry-after': '0' } });
      startPool();
      const error = await failureOf(get(clientOf('s1'), 'always-429'));

      expect([error.code, error.status, error.retryAfter]).toEqual(['marketplace.rate_limited', 503, 1]);
      expect(marketplace.received).toHaveLength(3);
      expect(await metricValue('tezgah_marketplace_requests_total', { operation: 'always-429', outcome: 'rate_limited' })).toBe(1);
    });

    it('stops at once when Retry-After is beyond the cap, and passes the wait on', async () => {
      marketplace.always({ status: 429, headers: { 'retry-after': '120' } });
      startPool();
      const { ms, result: error } = await timed(() => failureOf(get(clientOf('s1'), 'long-retry-after')));

      expect([error.code, error.retryAfter]).toEqual(['marketplace.rate_limited', 120]);
      expect(marketplace.received).toHaveLength(1);
      expect(ms).toBeLessThan(500);
    });

    it('gives marketplace.unreachable after the time-out when the marketplace never answers', async () => {
      marketplace.always('hang');
      startPool({ timeoutMs: 300 });
      const { ms, result: error } = await timed(() => failureOf(get(clientOf('s1'), 'hangs', { retries: 0 })));

      expect(error.code).toBe('marketplace.unreachable');
      expect(ms).toBeGreaterThanOrEqual(290);
      expect(ms).toBeLessThan(1500);
    });

    it('gives marketplace.unreachable when the connection is refused, the cause kept off the wire', async () => {
      await marketplace.close();
      marketplace = new ScriptedMarketplace();
      startPool();
      const error = await failureOf(get(clientOf('s1'), 'refused'));

      expect(error.code).toBe('marketplace.unreachable');
      expect(String(error.cause)).toMatch(/ECONNREFUSED|fetch failed|connect/i);
      expect(error.toWire()).toEqual({ code: 'marketplace.unreachable', status: 502 });
      expect(await metricValue('tezgah_marketplace_retries_total', { operation: 'refused' })).toBe(2);
      expect(await metricValue('tezgah_marketplace_requests_total', { operation: 'refused', outcome: 'unreachable' })).toBe(1);
    });
  });

  describe('the circuit breaker', () => {
    const openBreaker = async (client: ThirdPartyHttp, operation: string) => {
      marketplace.always({ status: 500 });
      for (let i = 0; i < 5; i += 1) {
        expect((await failureOf(get(client, operation))).code).toBe('marketplace.unreachable');
      }
      marketplace.always({ status: 200, body: 'up again' });
    };

    it('opens after failing requests, then refuses at once without calling the marketplace', async () => {
      startPool({ retries: 0 });
      const client = clientOf('s1', NO_LIMITS, 'hepsiburada');
      await openBreaker(client, 'breaker-opens');
      const calls = marketplace.received.length;

      const error = await failureOf(get(client, 'breaker-opens'));

      // At once: answered without a call reaching the marketplace.
      expect(error.code).toBe('marketplace.unreachable');
      expect(marketplace.received).toHaveLength(calls);
      expect(await metricValue('tezgah_marketplace_requests_total', { operation: 'breaker-opens', outcome: 'breaker_open' })).toBe(1);
      expect(await metricValue('tezgah_marketplace_breaker_open', { marketplace: 'hepsiburada' })).toBe(1);
    });

    it('lets one request through after the reset time-out and closes when it succeeds', async () => {
      startPool({ retries: 0, breaker: { resetTimeoutMs: 200 } });
      const client = clientOf('s1', NO_LIMITS, 'boyner');
      await openBreaker(client, 'breaker-recovers');
      expect((await failureOf(get(client, 'breaker-recovers'))).code).toBe('marketplace.unreachable');

      await new Promise((resolve) => setTimeout(resolve, 250));

      expect((await get(client, 'breaker-recovers')).body).toBe('up again');
      expect((await get(client, 'breaker-recovers')).status).toBe(200);
      expect(await metricValue('tezgah_marketplace_breaker_open', { marketplace: 'boyner' })).toBe(0);
    });

    it('does not count 4xx or 429 answers as failures', async () => {
      startPool({ retries: 0 });
      const client = clientOf('s1');
      // Counted as failures, five 429s out of seven requests would open it (over 50 %, volume 5).
      marketplace.answer(json(404, {}), json(404, {}), ...Array.from({ length: 5 }, (): Reply => ({ status: 429 })));
      for (let i = 0; i < 7; i += 1) await get(client, 'not-failures').catch(() => undefined);

      expect((await get(client, 'not-failures')).status).toBe(200);
      expect(marketplace.received).toHaveLength(8);
    });

    it('belongs to one seller: another seller of the same marketplace still gets through', async () => {
      startPool({ retries: 0 });
      await openBreaker(clientOf('seller-a'), 'two-sellers');

      expect((await failureOf(get(clientOf('seller-a'), 'two-sellers'))).code).toBe('marketplace.unreachable');
      expect((await get(clientOf('seller-b'), 'two-sellers')).status).toBe(200);
    });
  });

  describe('the rate budget', () => {
    const fivePerSecond = { '*': { points: 5, durationMs: 1000 } };

    it('spaces calls evenly, one every (duration + slack) / points, across clients of the seller', async () => {
      startPool();
      const calls = Array.from({ length: 6 }, (_, i) => timed(() => get(clientOf('s1', fivePerSecond), 'budget-spaces', { query: { i } })));
      const ms = (await Promise.all(calls)).map((call) => call.ms);

      expect(ms[0]).toBeLessThan(150);
      for (let i = 1; i < 6; i++) expect(ms[i]).toBeGreaterThanOrEqual(i * 220 - 20);
      expect(ms[5]).toBeLessThan(1_400);
    });

    it('keeps an operation with its own allowance apart from the others', async () => {
      startPool();
      const limits = { ...fivePerSecond, getOrders: { points: 1, durationMs: 60_000 } };
      await get(clientOf('s1', limits), 'getOrders');
      // The other operation's five turns take 0-880 ms, not the minute getOrders now waits.
      const { ms } = await timed(() => Promise.all(Array.from({ length: 5 }, () => get(clientOf('s1', limits), 'budget-other'))));

      expect(ms).toBeLessThan(1_300);
    });

    it('fails with marketplace.rate_limited when the turn is further away than the time-out', async () => {
      startPool({ timeoutMs: 300 });
      const client = clientOf('s1', { '*': { points: 1, durationMs: 3000 } });
      await get(client, 'budget-refuses');
      const { ms, result: error } = await timed(() => failureOf(get(client, 'budget-refuses')));

      // The next turn is 3.15 s away (3 s and its 150 ms slack).
      expect([error.code, error.retryAfter]).toEqual(['marketplace.rate_limited', 4]);
      expect(ms).toBeLessThan(100);
      expect(marketplace.received).toHaveLength(1);
    });

    it('waits past the attempt time-out for its turn when the call asks to (maxWaitMs)', async () => {
      startPool({ timeoutMs: 300 });
      const client = clientOf('s1', { '*': { points: 1, durationMs: 1000 } });
      await get(client, 'budget-patient');
      // The next turn is 1.15 s away, beyond the 300 ms time-out: a patient call takes it, booked in order.
      const { ms, result } = await timed(() => get(client, 'budget-patient', { maxWaitMs: 2_000 }));
      expect(result.status).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(marketplace.received).toHaveLength(2);
    });

    it('refuses at once a call that may wait less than its turn (maxWaitMs), and gives a burst at once', async () => {
      startPool();
      const client = clientOf('s1', { '*': { points: 1, durationMs: 1000, burst: 2 } });
      const { ms } = await timed(() => Promise.all([get(client, 'budget-burst'), get(client, 'budget-burst')]));
      expect(ms).toBeLessThan(300);
      const { ms: refusedMs, result: error } = await timed(() => failureOf(get(client, 'budget-burst', { maxWaitMs: 200 })));
      expect([error.code, error.retryAfter]).toEqual(['marketplace.rate_limited', 2]);
      expect(refusedMs).toBeLessThan(100);
      expect((await get(client, 'budget-burst')).status).toBe(200);
      expect(marketplace.received).toHaveLength(3);
    });

    it('follows the allowance an answer states (allowanceFromAnswer) from then on', async () => {
      startPool({ timeoutMs: 300 });
      const client = clientOf('s1', { '*': { points: 1, durationMs: 3000 } });
      // Documented: a turn every 3.15 s; the party says ten a second for this account.
      const stated = { allowanceFromAnswer: () => ({ points: 10, durationMs: 1000 }) };
      await get(client, 'budget-stated', stated);
      const { ms } = await timed(() => Promise.all([get(client, 'budget-stated', stated), get(client, 'budget-stated', stated)]));
      expect(ms).toBeLessThan(300);
      expect(marketplace.received).toHaveLength(3);
    });
  });
  describe('a carrier (any party that is not a marketplace)', () => {
    it('maps its 429 to provider.rate_limited and its failures to provider.unreachable (decisions §16)', async () => {
      marketplace.answer({ status: 429, headers: { 'retry-after': '7' } }, { status: 503 });
      startPool({ retries: 0 }, CARRIER);
      const client = clientOf('contract-1', NO_LIMITS, 'yurtici');

      const limited = await failureOf(get(client, 'create-shipment'));
      const down = await failureOf(get(client, 'create-shipment'));

      expect([limited.code, limited.status, limited.retryAfter]).toEqual(['provider.rate_limited', 503, 7]);
      expect([down.code, down.status]).toEqual(['provider.unreachable', 502]);
      const carrierCalls = (outcome: string) =>
        metricValue('tezgah_carrier_requests_total', { carrier: 'yurtici', operation: 'create-shipment', outcome });
      expect(await carrierCalls('rate_limited')).toBe(1);
      expect(await carrierCalls('unreachable')).toBe(1);
    });

    it('refuses a budget turn beyond the time-out as provider.rate_limited', async () => {
      startPool({ timeoutMs: 300 }, CARRIER);
      const client = clientOf('contract-1', { '*': { points: 1, durationMs: 2000 } }, 'aras');
      await get(client, 'track');

      const error = await failureOf(get(client, 'track'));

      // The next turn is 2.1 s away (2 s and its 100 ms slack).
      expect([error.code, error.retryAfter]).toEqual(['provider.rate_limited', 3]);
      expect(marketplace.received).toHaveLength(1);
    });
  });
});

import { LOCAL, mostWithin } from '@tezgah/testing';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ThirdPartyHttpPool } from '../http/third-party-http-pool';
import { MARKETPLACE } from '../party-kind';
import { MemoryRateBudgets } from './memory-rate-budgets';
import type { RateBudgetStore } from './rate-budget.store';
import { rateBudgetsFor } from './rate-budgets-for';
import { RedisRateBudgets } from './redis-rate-budgets';

/** A marketplace that answers at once and notes when each request arrived (but the warm-up). */
class CountingMarketplace {
  readonly arrivals: number[] = [];
  private readonly server: Server = createServer((req, res) => {
    if (req.url !== '/warm-up') this.arrivals.push(performance.now());
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const namespace = () => `tezgah-test-${randomBytes(5).toString('hex')}`;

describe('rate budgets shared through Redis', () => {
  const redisClients: Redis[] = [];
  /** Each replica's own connection, ready before the test drives it. */
  const redisStore = async (keyPrefix: string): Promise<RateBudgetStore> => {
    const redis = new Redis(LOCAL.redis, { maxRetriesPerRequest: 1 });
    redisClients.push(redis);
    await redis.ping();
    return new RedisRateBudgets(redis, keyPrefix);
  };

  afterEach(() => {
    for (const redis of redisClients.splice(0)) redis.disconnect();
  });

  describe('two connector replicas on one seller', () => {
    // A small documented allowance keeps the test short: 5 requests a second, one turn every 220 ms
    // (the 100 ms slack for late arrivals spread over the five).
    const allowance = { points: 5, durationMs: 1000 };
    const perReplica = 10; // 20 requests in all: four times what a second allows
    let marketplace: CountingMarketplace;
    let baseUrl: string;
    let pools: ThirdPartyHttpPool[];

    beforeEach(async () => {
      marketplace = new CountingMarketplace();
      baseUrl = await marketplace.start();
    });

    afterEach(async () => {
      await Promise.all(pools.map((pool) => pool.close()));
      await marketplace.close();
    });

    /**
     * Both replicas ask for their share at once; each request waits its turn rather than fail.
     * Each replica has its connection open first (an operation without a budget, not counted):
     * a first connection's set-up delays one arrival by tens of milliseconds, not the turns.
     */
    const drive = async (stores: RateBudgetStore[]) => {
      pools = stores.map((store) => new ThirdPartyHttpPool(MARKETPLACE, { retries: 0 }, store));
      const limits = { 'price-and-inventory': allowance };
      const clients = pools.map((pool) => pool.clientFor({ party: 'trendyol', account: 'seller-1', limits }));
      await Promise.all(clients.map((client) => client.request({ method: 'GET', url: `${baseUrl}/warm-up`, operation: 'warm-up' })));
      const started = performance.now();
      const answers = await Promise.all(
        clients.flatMap((client, replica) => {
          return Array.from({ length: perReplica }, (_, i) =>
            client.request({ method: 'PUT', url: `${baseUrl}/inventory`, operation: 'price-and-inventory', body: { replica, i } }),
          );
        }),
      );
      return { statuses: answers.map((answer) => answer.status), ms: performance.now() - started };
    };

    it('stay within the allowance together, every request waiting its turn and succeeding', async () => {
      const prefix = namespace();
      const { statuses, ms } = await drive([await redisStore(prefix), await redisStore(prefix)]);

      expect(statuses).toEqual(Array.from({ length: 2 * perReplica }, () => 200));
      expect(marketplace.arrivals).toHaveLength(2 * perReplica);
      expect(mostWithin(marketplace.arrivals, allowance.durationMs)).toBeLessThanOrEqual(allowance.points);
      // 20 turns, 220 ms apart: the last one 4.18 s after the first.
      expect(ms).toBeGreaterThanOrEqual(19 * 220);
    });

    it('would spend the allowance once per replica with a budget in each process (what the shared one prevents)', async () => {
      const { statuses } = await drive([new MemoryRateBudgets(), new MemoryRateBudgets()]);

      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(mostWithin(marketplace.arrivals, allowance.durationMs)).toBeGreaterThan(allowance.points);
    });
  });

  describe('RedisRateBudgets', () => {
    const key = { party: 'trendyol', account: 'seller:1/ü', operation: 'getOrders' };
    const onePer220ms = { points: 5, durationMs: 1000 };

    it("hands turns out in order across connections, one interval apart on Redis's clock", async () => {
      const prefix = namespace();
      const [a, b] = [await redisStore(prefix), await redisStore(prefix)];
      const started = performance.now();
      const turns: Array<{ waitMs: number; afterMs: number }> = [];
      for (const store of [a, b, a, b]) {
        const { waitMs } = await store.reserve(key, onePer220ms, 10_000);
        turns.push({ waitMs, afterMs: performance.now() - started });
      }

      // Turn i is i intervals after the first, less the time the reservations themselves took.
      turns.forEach(({ waitMs, afterMs }, i) => {
        expect(waitMs).toBeLessThanOrEqual(i * 220);
        expect(waitMs).toBeGreaterThanOrEqual(i * 220 - Math.ceil(afterMs) - 2);
      });
    });

    it('refuses a turn further away than the caller may wait, without spending it', async () => {
      const store = await redisStore(namespace());
      const slow = { points: 1, durationMs: 3000 };
      await store.reserve(key, slow, 0);

      const refused = await store.reserve(key, slow, 300);
      const granted = await store.reserve(key, slow, 5000);

      expect(refused.granted).toBe(false);
      expect(refused.waitMs).toBeGreaterThan(2000);
      expect(granted.granted).toBe(true);
      expect(granted.waitMs).toBeLessThanOrEqual(3150); // 3 s and its 150 ms slack
    });

    it('lets the key expire once the budget is whole again', async () => {
      const prefix = namespace();
      const store = await redisStore(prefix);
      await store.reserve(key, { points: 10, durationMs: 1000 }, 0);

      const ttl = await redisClients[0].pttl(`${prefix}:budget:trendyol:${encodeURIComponent(key.account)}:getOrders`);

      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1110); // one 110 ms turn, then a second to spare
    });

    it("takes the turn from the process's own budget while Redis does not answer", async () => {
      // Nothing listens on port 1; no reconnecting, so nothing outlives the test.
      const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
      down.on('error', () => undefined);
      const store = new RedisRateBudgets(down, namespace());
      try {
        expect(await store.reserve(key, onePer220ms, 0)).toEqual({ granted: true, waitMs: 0 });
        const second = await store.reserve(key, onePer220ms, 0);
        expect(second.granted).toBe(false);
        expect(second.waitMs).toBeGreaterThan(120);
        expect(second.waitMs).toBeLessThanOrEqual(220);
      } finally {
        await store.close();
      }
    });
  });

  it('is chosen by REDIS_URL: Redis when set, memory otherwise', async () => {
    const shared = rateBudgetsFor({ REDIS_URL: LOCAL.redis, TEZGAH_NAMESPACE: namespace() });
    const own = rateBudgetsFor({ TEZGAH_NAMESPACE: 'tezgah' });

    expect(shared).toBeInstanceOf(RedisRateBudgets);
    expect(own).toBeInstanceOf(MemoryRateBudgets);
    await Promise.all([shared.close(), own.close()]);
  });

  it('shares a burst between replicas: `burst` turns at once across them, then one per interval', async () => {
    const prefix = namespace();
    const [a, b] = [await redisStore(prefix), await redisStore(prefix)];
    const key = { party: 'amazon', account: 'A1BURST', operation: 'createFeed' };
    const allowance = { points: 1, durationMs: 10_000, burst: 3 };
    const turns = [];
    for (const store of [a, b, a, b]) turns.push(await store.reserve(key, allowance, 0));
    expect(turns.map((turn) => turn.granted)).toEqual([true, true, true, false]);
    expect(turns[3].waitMs).toBeGreaterThan(9000);
  });

  it('leaves the headroom of the burst to calls without one, across replicas', async () => {
    const prefix = namespace();
    const [a, b] = [await redisStore(prefix), await redisStore(prefix)];
    const key = { party: 'amazon', account: 'A1HEADROOM', operation: 'getOrders' };
    const allowance = { points: 1, durationMs: 10_000, burst: 4 };
    const background = [];
    for (const store of [a, b, a]) background.push((await store.reserve(key, allowance, 0, 2)).granted);
    expect(background).toEqual([true, true, false]);
    expect((await b.reserve(key, allowance, 0)).granted).toBe(true);
    expect((await a.reserve(key, allowance, 0)).granted).toBe(true);
    expect((await b.reserve(key, allowance, 0)).granted).toBe(false);
  });
});

import { DomainError } from '@tezgah/errors';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MARKETPLACE } from '../party-kind';
import type { RateAllowance } from '../budget/rate-budget';
import type { PartyLimits } from './account-channel';
import { ThirdPartyHttpPool } from './third-party-http-pool';

// An account-wide allowance (Trendyol's per supplier) over a real HTTP server: each call takes a
// turn of its operation's budget and then of the account's, which every operation shares.
describe("ThirdPartyHttpPool: an account's allowance over all its operations", () => {
  let server: Server;
  let baseUrl: string;
  let pool: ThirdPartyHttpPool;
  let received = 0;

  beforeEach(async () => {
    received = 0;
    server = createServer((_req, res) => {
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await pool.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const clientOf = (limits: PartyLimits, accountLimit?: RateAllowance, timeoutMs = 2000) => {
    pool = new ThirdPartyHttpPool(MARKETPLACE, { timeoutMs });
    return pool.clientFor({ party: 'trendyol', account: 's1', limits, accountLimit });
  };
  const timedCalls = async (client: ReturnType<typeof clientOf>, operations: string[]) => {
    const started = performance.now();
    await Promise.all(operations.map((operation) => client.request({ method: 'GET', url: `${baseUrl}/x`, operation })));
    return performance.now() - started;
  };

  it('spaces calls of different operations by the account allowance when each operation alone would let them through', async () => {
    const client = clientOf({ '*': { points: 50, durationMs: 1000 } }, { points: 5, durationMs: 1000 });
    // Five a second (with its 100 ms slack): a turn every 220 ms whatever the operation.
    const ms = await timedCalls(client, ['a', 'b', 'c', 'a', 'b']);
    expect(ms).toBeGreaterThanOrEqual(4 * 220 - 20);
    expect(received).toBe(5);
  });

  it("still keeps each operation's own allowance under a generous account allowance", async () => {
    const client = clientOf(
      { '*': { points: 50, durationMs: 1000 }, slow: { points: 2, durationMs: 1000 } },
      { points: 600, durationMs: 60_000, burst: 10 },
    );
    expect(await timedCalls(client, ['a', 'b', 'c', 'd'])).toBeLessThan(300);
    // Two a second for `slow`: its third call waits two turns of 550 ms.
    expect(await timedCalls(client, ['slow', 'slow', 'slow'])).toBeGreaterThanOrEqual(2 * 550 - 20);
  });

  it('refuses with marketplace.rate_limited, without sending, a call whose account turn is further away than it may wait', async () => {
    const client = clientOf({}, { points: 1, durationMs: 3000 }, 300);
    await client.request({ method: 'GET', url: `${baseUrl}/x`, operation: 'a' });
    const error = await client.request({ method: 'GET', url: `${baseUrl}/x`, operation: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect([(error as DomainError).code, (error as DomainError).retryAfter]).toEqual(['marketplace.rate_limited', 4]);
    expect(received).toBe(1);
  });
});

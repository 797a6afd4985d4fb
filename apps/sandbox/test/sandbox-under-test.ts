import { MarketplaceHttpPool } from '@tezgah/connector-kit';
import type { FastifyInstance } from 'fastify';
import { createSandboxServer } from '../src/core/sandbox-server';
import type { Simulator } from '../src/core/simulator';

export interface SandboxUnderTest {
  server: FastifyInstance;
  /** `http://127.0.0.1:<port>`, the connector's sandbox base. */
  base: string;
  /** No retries and no breaker trips: each test sees the marketplace's own answers. */
  pool: MarketplaceHttpPool;
}

/**
 * For a connector's spec file: the sandbox serving these simulators on a free port, forgotten
 * before each test, and one HTTP pool for the connector; the fields are set once `beforeAll` ran.
 */
export function useSandboxUnderTest(simulators: () => Simulator[]): SandboxUnderTest {
  const fixture = {} as SandboxUnderTest;
  beforeAll(async () => {
    fixture.server = await createSandboxServer(simulators());
    fixture.base = await fixture.server.listen({ port: 0, host: '127.0.0.1' });
    fixture.pool = new MarketplaceHttpPool({ retries: 0, breaker: { volumeThreshold: 1000 } });
  });
  afterAll(async () => {
    await fixture.pool?.close();
    await fixture.server?.close();
  });
  beforeEach(() => fixture.server.inject({ method: 'POST', url: '/control/reset' }));
  return fixture;
}

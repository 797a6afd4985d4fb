import type { FastifyInstance } from 'fastify';
import { createSandboxServer } from '../core/sandbox-server';
import type { Simulator } from '../core/simulator';

export interface SandboxUnderTest {
  server: FastifyInstance;
  /** `http://127.0.0.1:<port>`, the connector's sandbox base. */
  base: string;
}

/**
 * For a connector's spec file: the sandbox serving these simulators on a free port, forgotten
 * before each test; the fields are set once `beforeAll` ran. The connector's HTTP pool is the
 * spec's own: the simulators know nothing of Tezgah's client.
 */
export function useSandboxUnderTest(simulators: () => Simulator[]): SandboxUnderTest {
  const fixture = {} as SandboxUnderTest;
  beforeAll(async () => {
    fixture.server = await createSandboxServer(simulators());
    fixture.base = await fixture.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fixture.server?.close();
  });
  beforeEach(() => fixture.server.inject({ method: 'POST', url: '/control/reset' }));
  return fixture;
}

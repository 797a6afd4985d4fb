import { MARKETPLACES } from '@tezgah/contracts';
import { createSandboxServer } from './core/sandbox-server';
import { createSimulators } from './simulators';

describe('the registered simulators', () => {
  it('serve every marketplace of the registry side by side, each with its control API', async () => {
    const settings = { publicUrl: 'http://127.0.0.1:3100', trackingStepMs: 1000, invoiceAcceptMs: 500, batchCompleteMs: 100 };
    const app = await createSandboxServer(createSimulators(settings));
    try {
      for (const { slug } of MARKETPLACES) {
        const calls = await app.inject({ method: 'GET', url: `/control/${slug}/calls` });
        expect({ slug, status: calls.statusCode, body: calls.json() }).toEqual({ slug, status: 200, body: [] });
      }
    } finally {
      await app.close();
    }
  });
});

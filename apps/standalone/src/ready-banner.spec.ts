import { readyBanner, type ReadyState } from './ready-banner';
import { sandboxPortFollowing } from './sandbox-port';

const derived = { api: 'http://localhost:8080', sandbox: 'http://127.0.0.1:8180' };
const state: ReadyState = {
  publicUrls: derived,
  listening: derived,
  metricsPort: 14544,
  dataDir: '/srv/tezgah/data',
  demoPassword: 'tezgah-demo-1',
  demoUsers: [{ role: 'owner', email: 'owner@demo.tezgah.dev' }],
};

describe('readyBanner', () => {
  it('prints the URLs in force, the bound internal port and the data directory', () => {
    const banner = readyBanner(state);
    expect(banner).toContain('  API:      http://localhost:8080/v1\n');
    expect(banner).toContain('  Console:  http://localhost:8080/console   (the seller console in the browser)\n');
    expect(banner).toContain('  Docs:     http://localhost:8080/v1/docs   (OpenAPI: http://localhost:8080/v1/openapi.json)');
    expect(banner).toContain('  Health:   http://localhost:14544/health/ready   Metrics: http://localhost:14544/metrics');
    expect(banner).toContain(
      '  Sandbox:  http://127.0.0.1:8180   (simulated marketplaces; calls: http://127.0.0.1:8180/control/trendyol/calls)',
    );
    expect(banner).toContain('  Data:     /srv/tezgah/data   (TEZGAH_DATA_DIR; one process at a time)');
    expect(banner).toContain(`curl -s -X POST http://localhost:8080/v1/auth/token`);
    expect(banner).toContain('    owner  owner@demo.tezgah.dev');
  });

  it('says which URLs were set explicitly, beside where the process listens', () => {
    const banner = readyBanner({ ...state, publicUrls: { api: 'https://tezgah.example', sandbox: 'http://sandbox:3100' } });
    expect(banner).toContain('  API:      https://tezgah.example/v1   (TEZGAH_PUBLIC_URL; listening on http://localhost:8080)');
    expect(banner).toContain("  Sandbox:  http://sandbox:3100   (TEZGAH_SANDBOX_URL; this process's sandboxes: http://127.0.0.1:8180)");
  });

  it('prints no logins outside the demo', () => {
    expect(readyBanner({ ...state, demoPassword: null })).not.toContain('Demo logins');
  });
});

describe('sandboxPortFollowing', () => {
  it('puts the sandboxes 100 above the public port (3000 keeps 3100), or on 3100 when that is no port', () => {
    expect(sandboxPortFollowing(3000)).toBe(3100);
    expect(sandboxPortFollowing(8080)).toBe(8180);
    expect(sandboxPortFollowing(65500)).toBe(3100);
    expect(sandboxPortFollowing(0)).toBe(3100);
  });
});

import type { PublicUrls } from '@tezgah/config';

export interface ReadyState {
  /** The URLs in force: what the services hand out and call. */
  publicUrls: PublicUrls;
  /** The same URLs as derived from where this process listens (they differ when set explicitly). */
  listening: PublicUrls;
  /** The bound internal port. */
  metricsPort: number;
  /** The data directory, resolved. */
  dataDir: string;
  /** Present in demo: the seeded users' password. */
  demoPassword: string | null;
  demoUsers: ReadonlyArray<{ role: string; email: string }>;
}

/** What `npm start` prints once it serves: every address in force, and how to log in to the demo. */
export function readyBanner(state: ReadyState): string {
  const { publicUrls, listening } = state;
  const base = `${publicUrls.api}/v1`;
  const internal = `http://localhost:${state.metricsPort}`;
  const apiNote = publicUrls.api === listening.api ? '' : `   (TEZGAH_PUBLIC_URL; listening on ${listening.api})`;
  const sandboxNote =
    publicUrls.sandbox === listening.sandbox
      ? `   (simulated marketplaces; calls: ${publicUrls.sandbox}/control/trendyol/calls)`
      : `   (TEZGAH_SANDBOX_URL; this process's sandboxes: ${listening.sandbox})`;
  const lines = [
    '',
    'Tezgah is ready.',
    `  Console:  ${publicUrls.api}/console   (the seller console in the browser)`,
    `  API:      ${base}${apiNote}`,
    `  Docs:     ${base}/docs   (OpenAPI: ${base}/openapi.json)`,
    `  Health:   ${internal}/health/ready   Metrics: ${internal}/metrics`,
    `  Sandbox:  ${publicUrls.sandbox}${sandboxNote}`,
    `  Data:     ${state.dataDir}   (TEZGAH_DATA_DIR; one process at a time)`,
  ];
  if (state.demoPassword) {
    lines.push(`  Demo logins (password: ${state.demoPassword}):`);
    for (const user of state.demoUsers) lines.push(`    ${user.role.padEnd(6)} ${user.email}`);
    lines.push(
      `  Try:      curl -s -X POST ${base}/auth/token -H 'content-type: application/json' \\`,
      `              -d '{"email":"owner@demo.tezgah.dev","password":"${state.demoPassword}"}'`,
    );
  }
  return `${lines.join('\n')}\n\n`;
}

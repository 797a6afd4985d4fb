import { GatewayModule, createHttpApp, DEMO_USERS, loadGatewayConfig } from '@tezgah/app-gateway';
import { CatalogModule } from '@tezgah/app-catalog';
import { JobsModule } from '@tezgah/app-jobs';
import { WebhookDispatcherModule } from '@tezgah/app-webhook-dispatcher';
import { runProcess } from '@tezgah/runtime';

/**
 * `npm start`: every service in one process on embedded PostgreSQL (PGlite) with in-process
 * transports, seeded with the demo (decisions §13). Nothing to install.
 */
async function main(): Promise<void> {
  process.env['TEZGAH_ENV'] ??= 'demo';
  const config = loadGatewayConfig();
  const running = await runProcess({
    name: 'standalone',
    config,
    services: [GatewayModule, CatalogModule, JobsModule, WebhookDispatcherModule],
    metricsPort: config.METRICS_PORT ?? 9464,
    http: { create: (rootModule) => createHttpApp(rootModule, config), port: config.PORT, host: config.HOST },
  });
  printBanner(running.httpPort ?? config.PORT, running.internal.port, config.TEZGAH_ENV === 'demo' ? config.TEZGAH_DEMO_PASSWORD : null);
}

function printBanner(port: number, metricsPort: number, demoPassword: string | null): void {
  const base = `http://localhost:${port}/v1`;
  const lines = [
    '',
    'Tezgah is ready.',
    `  API:      ${base}`,
    `  Docs:     ${base}/docs   (OpenAPI: ${base}/openapi.json)`,
    `  Health:   http://localhost:${metricsPort}/health/ready   Metrics: http://localhost:${metricsPort}/metrics`,
  ];
  if (demoPassword) {
    lines.push(`  Demo logins (password: ${demoPassword}):`);
    for (const user of DEMO_USERS) lines.push(`    ${user.role.padEnd(6)} ${user.email}`);
    lines.push(
      `  Try:      curl -s -X POST ${base}/auth/token -H 'content-type: application/json' \\`,
      `              -d '{"email":"owner@demo.tezgah.dev","password":"${demoPassword}"}'`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { GatewayModule, createHttpApp, DEMO_USERS, loadGatewayConfig } from '@tezgah/app-gateway';
import { CatalogModule } from '@tezgah/app-catalog';
import { ConnectorAmazonModule } from '@tezgah/app-connector-amazon';
import { ConnectorGenericModule } from '@tezgah/app-connector-generic';
import { ConnectorHepsiburadaModule } from '@tezgah/app-connector-hepsiburada';
import { ConnectorN11Module } from '@tezgah/app-connector-n11';
import { ConnectorTrendyolModule } from '@tezgah/app-connector-trendyol';
import { JobsModule } from '@tezgah/app-jobs';
import { MarketplacesModule } from '@tezgah/app-marketplaces';
import { OrdersModule } from '@tezgah/app-orders';
import { loadSandboxConfig, SandboxModule } from '@tezgah/app-sandbox';
import { WebhookDispatcherModule } from '@tezgah/app-webhook-dispatcher';
import { runProcess } from '@tezgah/runtime';

/**
 * `npm start`: every service in one process on embedded PostgreSQL (PGlite) with in-process
 * transports, the sandboxes beside them, seeded with the demo (decisions §13). Nothing to install.
 */
async function main(): Promise<void> {
  process.env['TEZGAH_ENV'] ??= 'demo';
  const config = loadGatewayConfig();
  const running = await runProcess({
    name: 'standalone',
    config,
    services: [
      GatewayModule,
      CatalogModule,
      JobsModule,
      WebhookDispatcherModule,
      MarketplacesModule,
      OrdersModule,
      ConnectorTrendyolModule,
      ConnectorAmazonModule,
      ConnectorHepsiburadaModule,
      ConnectorN11Module,
      ConnectorGenericModule,
      // The marketplaces' simulators on SANDBOX_PORT (decisions §13).
      SandboxModule,
    ],
    metricsPort: config.METRICS_PORT ?? 9464,
    http: { create: (rootModule) => createHttpApp(rootModule, config), port: config.PORT, host: config.HOST },
  });
  printBanner(
    running.httpPort ?? config.PORT,
    running.internal.port,
    loadSandboxConfig().settings.publicUrl,
    config.TEZGAH_ENV === 'demo' ? config.TEZGAH_DEMO_PASSWORD : null,
  );
}

function printBanner(port: number, metricsPort: number, sandboxUrl: string, demoPassword: string | null): void {
  const base = `http://localhost:${port}/v1`;
  const lines = [
    '',
    'Tezgah is ready.',
    `  API:      ${base}`,
    `  Docs:     ${base}/docs   (OpenAPI: ${base}/openapi.json)`,
    `  Health:   http://localhost:${metricsPort}/health/ready   Metrics: http://localhost:${metricsPort}/metrics`,
    `  Sandbox:  ${sandboxUrl}   (simulated marketplaces; calls: ${sandboxUrl}/control/trendyol/calls)`,
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

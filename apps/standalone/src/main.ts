import path from 'node:path';
import { GatewayModule, createHttpApp, DEMO_USERS, loadGatewayConfig } from '@tezgah/app-gateway';
import { InvoicingModule } from '@tezgah/app-invoicing';
import { CargoModule } from '@tezgah/app-cargo';
import { CatalogModule } from '@tezgah/app-catalog';
import { JobsModule } from '@tezgah/app-jobs';
import { MarketplacesModule } from '@tezgah/app-marketplaces';
import { OrdersModule } from '@tezgah/app-orders';
import { loadSandboxConfig, SandboxModule } from '@tezgah/app-sandbox';
import { WebhookDispatcherModule } from '@tezgah/app-webhook-dispatcher';
import { type ListenAddresses, resolvePublicUrls } from '@tezgah/config';
import { internalPortFollowing, runProcess } from '@tezgah/runtime';
import { CONNECTOR_MODULES } from './connectors.generated';
import { readyBanner } from './ready-banner';
import { sandboxPortFollowing } from './sandbox-port';

/**
 * `npm start`: every service in one process on embedded PostgreSQL (PGlite) with in-process
 * transports, the sandboxes beside them, seeded with the demo (decisions §13). Nothing to install.
 * Every port and URL follows PORT unless set: the sandboxes (PORT + 100), the internal port
 * (PORT + 6464, or any free one), the public URL and the sandboxes' URL (docs/configuration.md).
 */
async function main(): Promise<void> {
  // The single process's own defaults, in place before any module reads its configuration.
  process.env['TEZGAH_ENV'] ??= 'demo';
  const config = loadGatewayConfig();
  process.env['SANDBOX_PORT'] ??= String(sandboxPortFollowing(config.PORT));
  const sandbox = loadSandboxConfig();
  const listening: ListenAddresses = {
    api: { port: config.PORT, host: config.HOST },
    sandbox: { port: sandbox.SANDBOX_PORT, host: sandbox.SANDBOX_HOST },
  };
  const publicUrls = resolvePublicUrls(process.env, listening);
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
      CargoModule,
      InvoicingModule,
      // Every connector of the registry (CONNECTORS in libs/contracts).
      ...CONNECTOR_MODULES,
      // The marketplaces' simulators on SANDBOX_PORT (decisions §13).
      SandboxModule,
    ],
    metricsPort: internalPortFollowing(config.PORT, config.METRICS_PORT),
    publicUrls,
    http: { create: (rootModule) => createHttpApp(rootModule, config), port: config.PORT, host: config.HOST },
  });
  process.stdout.write(
    readyBanner({
      publicUrls,
      listening: resolvePublicUrls({}, listening),
      metricsPort: running.internal.port,
      dataDir: path.resolve(config.TEZGAH_DATA_DIR),
      demoPassword: config.TEZGAH_ENV === 'demo' ? config.TEZGAH_DEMO_PASSWORD : null,
      demoUsers: DEMO_USERS,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      'Another process (another `npm start`?) has that port: give this one a PORT of its own; SANDBOX_PORT and METRICS_PORT follow it unless set.',
    );
  }
  process.exit(1);
});

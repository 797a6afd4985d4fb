import { internalPortFollowing, runProcess } from '@tezgah/runtime';
import { loadGatewayConfig } from './config/gateway.config';
import { GatewayModule } from './gateway.module';
import { createHttpApp } from './http/create-http-app';

/** The gateway as its own process (distributed shape). */
async function main(): Promise<void> {
  const config = loadGatewayConfig();
  await runProcess({
    name: 'gateway',
    config,
    services: [GatewayModule],
    metricsPort: internalPortFollowing(config.PORT, config.METRICS_PORT),
    http: { create: (rootModule) => createHttpApp(rootModule, config), port: config.PORT, host: config.HOST },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

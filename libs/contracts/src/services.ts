import { CONNECTORS } from './marketplaces/registry';

export interface ServiceDefinition {
  /** The app under `apps/` and the `SERVICE` of the image's entry point. */
  name: string;
  /** Its internal port (/metrics, /health/*) in the distributed shape, unless METRICS_PORT is set. */
  metricsPort: number;
}

/**
 * The services of the distributed shape, one process each, the connectors of the registry last.
 * `deploy/services.json` (what `npm run start:services`, the end-to-end suite and the image's health
 * check read) and the deployment files are generated from this list: `npm run registry:generate`.
 */
export const SERVICES: readonly ServiceDefinition[] = [
  { name: 'gateway', metricsPort: 9464 },
  { name: 'jobs', metricsPort: 9465 },
  { name: 'catalog', metricsPort: 9466 },
  { name: 'webhook-dispatcher', metricsPort: 9467 },
  { name: 'orders', metricsPort: 9475 },
  { name: 'cargo', metricsPort: 9476 },
  { name: 'invoicing', metricsPort: 9477 },
  { name: 'marketplaces', metricsPort: 9468 },
  { name: 'sandbox', metricsPort: 9469 },
  ...CONNECTORS.map(({ name, metricsPort }) => ({ name: `connector-${name}`, metricsPort })),
];

/** A service's internal port in the distributed shape, as SERVICES gives it. */
export function serviceMetricsPort(name: string): number {
  const service = SERVICES.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`no service named ${name} in SERVICES`);
  return service.metricsPort;
}

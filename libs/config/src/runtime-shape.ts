import { ConfigError } from './config-error';

export type RuntimeShape = 'single' | 'distributed';

const DISTRIBUTED_VARIABLES = ['DATABASE_URL', 'AMQP_URL', 'NATS_URL'] as const;

type ShapeConfig = Partial<Record<(typeof DISTRIBUTED_VARIABLES)[number], string>>;

/** All three backends set: distributed; none: single process. A half-configured process must not start. */
export function runtimeShape(config: ShapeConfig): RuntimeShape {
  const missing = DISTRIBUTED_VARIABLES.filter((name) => !config[name]);
  if (missing.length === 0) return 'distributed';
  if (missing.length === DISTRIBUTED_VARIABLES.length) return 'single';
  const set = DISTRIBUTED_VARIABLES.filter((name) => config[name]);
  throw new ConfigError(
    missing.map(
      (name) =>
        `${name}: required in the distributed shape (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set); set it, or unset ${set.join(', ')} to run as a single process`,
    ),
  );
}

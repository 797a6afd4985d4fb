/** Connection settings a developer's shell may carry that must never leak into a test system. */
const DROPPED = ['DATABASE_URL', 'AMQP_URL', 'NATS_URL', 'REDIS_URL', 'NODE_ENV', 'PORT', 'METRICS_PORT', 'SANDBOX_PORT'];

/**
 * The environment of a process of a test system: the runner's own, less test-runner variables and
 * connection settings, plus the system's settings, plus the caller's overrides (which win).
 */
export function childEnv(
  base: NodeJS.ProcessEnv,
  system: Record<string, string>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) {
    if (value === undefined || DROPPED.includes(key) || key.startsWith('JEST_') || key.startsWith('TEZGAH_')) continue;
    env[key] = value;
  }
  return { ...env, ...system, ...overrides };
}

/** Where a process's internal port (metrics, health) binds. */
export interface InternalPort {
  port: number;
  /** `fail`: the port was asked for, and a process without it must not start; `any`: it was derived, and any free port will do. */
  whenTaken: 'fail' | 'any';
}

/** The internal port's distance from the public one: the default PORT 3000 keeps its internal port 9464. */
export const INTERNAL_PORT_OFFSET = 6464;

/**
 * The internal port of a process that serves the public API: `METRICS_PORT` exactly when set;
 * otherwise the public port + 6464 while that is free, else any free port (the ready banner and
 * the `ready` log line say which). Two processes on different public ports then never collide.
 */
export function internalPortFollowing(publicPort: number, metricsPort?: number): InternalPort {
  if (metricsPort !== undefined) return { port: metricsPort, whenTaken: 'fail' };
  const derived = publicPort + INTERNAL_PORT_OFFSET;
  return { port: publicPort === 0 || derived > 65_535 ? 0 : derived, whenTaken: 'any' };
}

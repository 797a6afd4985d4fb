/** In one process the sandboxes sit this far above the public port: the default PORT 3000 keeps them on 3100. */
export const SANDBOX_PORT_OFFSET = 100;

const DEFAULT_SANDBOX_PORT = 3100;

/**
 * The sandboxes' port when SANDBOX_PORT is not set: PORT + 100, so that a second `npm start` on
 * another PORT has sandboxes of its own; 3100 when that is no port.
 */
export function sandboxPortFollowing(port: number): number {
  const derived = port + SANDBOX_PORT_OFFSET;
  return port === 0 || derived > 65_535 ? DEFAULT_SANDBOX_PORT : derived;
}

#!/bin/sh
# With a command, run it (e.g. the CLI: node dist/apps/gateway/src/cli/main.js ...);
# without one, start the service named by SERVICE. exec: node gets SIGTERM directly.
set -e
if [ "$#" -gt 0 ]; then
  exec "$@"
fi
if [ -z "${SERVICE:-}" ]; then
  echo "set SERVICE (gateway, jobs, ...) or pass a command" >&2
  exit 64
fi
main="dist/apps/${SERVICE}/src/main.js"
if [ ! -f "$main" ]; then
  echo "unknown service '${SERVICE}': no ${main} in this image" >&2
  exit 64
fi
exec node "$main"

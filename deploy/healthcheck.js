// Container health check: GET /health/live on the service's internal port (METRICS_PORT, else
// the service's default from deploy/services.json). No curl in the slim image, so node does it.
const services = require('./services.json');

const fallback = services.find((s) => s.name === process.env.SERVICE)?.metricsPort ?? 9464;
const port = Number(process.env.METRICS_PORT || fallback);

fetch(`http://127.0.0.1:${port}/health/live`, { signal: AbortSignal.timeout(2500) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);

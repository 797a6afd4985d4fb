// Child process that fires the load with autocannon, so the load generator never shares an
// event loop (or a process) with the system under test or the bench runner.
// Protocol: the parent sends one message { url, requests, connections, warmupSeconds,
// durationSeconds, timeoutSeconds, overallRate? }; this process replies { result } or { error } and exits.
// With `overallRate`, the connections together send at most that many requests a second (a steady
// offered load, not saturation).
import autocannon from 'autocannon';

function summarize(result) {
  if (!result) return undefined;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
  return {
    durationSeconds: result.duration,
    requests: result.requests.total,
    reqPerSec: result.duration > 0 ? result.requests.total / result.duration : 0,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/**
 * Each connection walks the request list from its own starting point, so connections do not
 * move through it in lockstep (which would send every connection's request for one user at
 * the same moment: a burst no real client population makes).
 */
function spreadOverConnections(requests, connections) {
  let client = 0;
  return (c) => {
    const offset = Math.floor(((client++ % connections) * requests.length) / connections);
    if (offset === 0) return;
    c.setRequests([...requests.slice(offset), ...requests.slice(0, offset)].map((r) => ({ ...r })));
  };
}

process.once('message', async (config) => {
  try {
    const result = await autocannon({
      setupClient: config.requests?.length > 1 ? spreadOverConnections(config.requests, config.connections) : undefined,
      url: config.url,
      connections: config.connections,
      duration: config.durationSeconds,
      timeout: config.timeoutSeconds ?? 10,
      overallRate: config.overallRate,
      requests: config.requests,
      warmup: config.warmupSeconds > 0 ? { connections: config.connections, duration: config.warmupSeconds } : undefined,
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
    // Its own CPU, as the parent cannot read it reliably from /proc once this process has exited.
    const { user, system } = process.cpuUsage();
    const cpuSeconds = (user + system) / 1e6;
    process.send({ result: { measured: summarize(result), warmup: summarize(result.warmup), cpuSeconds } }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) }, () => process.exit(1));
  }
});

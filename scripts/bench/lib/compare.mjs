// Measures several targets under the same load, alternating between them in rounds, so that a
// slow drift of the machine (another process waking up) touches every target alike.
import { cpuBetween, cpuSnapshot } from './process-cpu.mjs';

/** CPU milliseconds each process account spent per request over the rounds (warm-ups included). */
const cpuPerRequest = (rounds) => {
  const requests = rounds.reduce((sum, r) => sum + r.measured.requests + (r.warmup?.requests ?? 0), 0);
  const cpuSeconds = new Map();
  for (const { cpu, cpuSeconds: generatorSeconds } of rounds) {
    for (const { label, cores } of cpu.accounts) cpuSeconds.set(label, (cpuSeconds.get(label) ?? 0) + cores * cpu.seconds);
    cpuSeconds.set('load generator', (cpuSeconds.get('load generator') ?? 0) + generatorSeconds);
  }
  return Object.fromEntries([...cpuSeconds].map(([label, seconds]) => [label, (seconds * 1000) / requests]).sort((a, b) => b[1] - a[1]));
};
const mergeRounds = (target, rounds) => {
  const seconds = rounds.reduce((sum, r) => sum + r.measured.durationSeconds, 0);
  const requests = rounds.reduce((sum, r) => sum + r.measured.requests, 0);
  const statusCodes = {};
  for (const r of rounds) {
    for (const [code, count] of Object.entries(r.measured.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  const all = rounds.flatMap((r) => [r.measured, ...(r.warmup ? [r.warmup] : [])]);
  const sum = (pick) => all.reduce((total, m) => total + pick(m), 0);
  return {
    target,
    reqPerSec: requests / seconds,
    // Percentiles of separate runs cannot be merged exactly: the mean p50 and the worst p99.
    latencyMs: {
      p50: rounds.reduce((total, r) => total + r.measured.latencyMs.p50, 0) / rounds.length,
      p99: Math.max(...rounds.map((r) => r.measured.latencyMs.p99)),
      max: Math.max(...rounds.map((r) => r.measured.latencyMs.max)),
    },
    requests,
    warmupRequests: rounds.reduce((total, r) => total + (r.warmup?.requests ?? 0), 0),
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors + m.timeouts),
    statusCodes,
    rounds: rounds.map((r) => Math.round(r.measured.reqPerSec)),
    ...(rounds[0].cpu ? { cpuMsPerRequest: cpuPerRequest(rounds) } : {}),
  };
};

/**
 * @param ctx the runner's context (settings: connections, warmupSeconds, durationSeconds, rounds)
 * @param targets [{ label, url, requests }]
 * @param options.cpu when given ({ database }), each process's CPU is read from /proc around every load
 * @param options.overallRate when given, every target gets that many requests a second (a steady load) instead of saturation
 * @returns one row per target: req/s over all rounds, latencies, request and error counts, and
 *          with `cpu` the CPU ms per request of each process account (`cpuMsPerRequest`)
 */
export async function measureAlternating(ctx, targets, { cpu, overallRate } = {}) {
  const { warmupSeconds, durationSeconds, rounds } = ctx.settings;
  const slice = durationSeconds / rounds;
  const results = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      // The full warm-up once per target; later rounds only re-open their connections.
      const warmup = round === 0 ? warmupSeconds : Math.min(1, warmupSeconds);
      const before = cpu && cpuSnapshot(cpu);
      const result = await ctx.load({
        url: target.url,
        requests: target.requests,
        warmupSeconds: warmup,
        durationSeconds: slice,
        overallRate,
      });
      results[i].push(cpu ? { ...result, cpu: cpuBetween(before, cpuSnapshot(cpu)) } : result);
    }
  }
  return targets.map((target, i) => mergeRounds(target.label, results[i]));
}

/** Seconds of load one target receives in measureAlternating, warm-ups included. */
export function plannedSeconds({ warmupSeconds, durationSeconds, rounds }) {
  return warmupSeconds + durationSeconds + (rounds - 1) * Math.min(1, warmupSeconds);
}

/** A run counts only when no target got a non-2xx answer or an error, warm-ups included. */
export const validityChecks = (rows) =>
  rows.map((r) => ({ name: `${r.target} non-2xx + errors`, value: r.non2xx + r.errors, target: '= 0', pass: r.non2xx + r.errors === 0 }));

// system-idle: what the system costs while nothing happens (issue 20). Each shape is started as
// `npm start` and the deployment run it (the single process on PGlite; the distributed shape's
// services on PostgreSQL, RabbitMQ, NATS and Redis), left to settle, then the CPU of its processes
// is read from /proc over a minute in which no request arrives: the background workers' safety
// polls, the connections' heartbeats, the metrics. The PostgreSQL backends of the system's database
// count with it (the statements those polls run); the brokers' and PostgreSQL's own idle work is
// shown beside, not counted: they idle alike with no client.
import { secondsSince, startBenchSystem, systemBuilt } from './lib/bench-system.mjs';
import { withCleanups } from './lib/cleanups.mjs';
import { cpuBetween, cpuSnapshot } from './lib/process-cpu.mjs';

/**
 * Each Node process does one full, heap-shrinking garbage collection once its start-up allocations
 * stop (V8's memory reducer): 100-550 ms of CPU, 40-140 s after the system is ready (measured per
 * process in 10-20 s steps, docs/benchmarks.md). That is the cost of starting, not of standing
 * still: the minute is measured after it, and the settling shown beside.
 */
const SETTLE_S = 150;
const MEASURE_S = 60;
/** Issue 20: idle, the distributed system within 2 % of one core, the single process within 1 %. */
const TARGETS = { distributed: 0.02, single: 0.01 };
/** Not the system: the harness's sandbox of third parties, and the machine's shared servers. */
const NOT_COUNTED = /^(sandbox|bench runner|rabbitmq|nats|redis|postgres: (background|other databases))/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percent = (cores) => `${(cores * 100).toFixed(2)} %`;

async function idleOf(ctx, shape) {
  return withCleanups(ctx, async (defer) => {
    const bench = await startBenchSystem(ctx, defer, {}, shape);
    const database = bench.databaseUrl && new URL(bench.databaseUrl).pathname.slice(1);
    const ready = cpuSnapshot({ database });
    await sleep(SETTLE_S * 1000);
    const since = Date.now();
    const before = cpuSnapshot({ database });
    await sleep(MEASURE_S * 1000);
    const cpu = cpuBetween(before, cpuSnapshot({ database }));
    ctx.log(`${shape}: measured idle for ${secondsSince(since)}`);
    const countedOf = (accounts) => accounts.filter((account) => !NOT_COUNTED.test(account.label));
    const sum = (accounts) => accounts.reduce((total, account) => total + account.cores, 0);
    const counted = countedOf(cpu.accounts);
    const settling = sum(countedOf(cpuBetween(ready, before).accounts));
    return { shape, total: sum(counted), settling, counted, others: cpu.accounts.filter((account) => NOT_COUNTED.test(account.label)) };
  });
}

export default {
  name: 'system-idle',
  description: `CPU of the idle system over ${MEASURE_S} s after ${SETTLE_S} s of settling, each shape; targets: distributed <= 2 %, single <= 1 % of one core`,

  run: async (ctx) => {
    if (!systemBuilt(ctx.root)) throw new Error('not built: run `node scripts/build.mjs`');
    const results = [];
    for (const shape of ['single', 'distributed']) results.push(await idleOf(ctx, shape));
    const list = (accounts) => accounts.map((account) => `${account.label} ${percent(account.cores)}`).join(', ');
    return {
      rows: [],
      checks: results.map(({ shape, total }) => ({
        name: `${shape} shape idle, % of one core`,
        value: percent(total),
        target: `<= ${percent(TARGETS[shape])}`,
        pass: total <= TARGETS[shape],
      })),
      notes: results.flatMap(({ shape, settling, counted, others }) => [
        `${shape}, settling (the ${SETTLE_S} s after ready, not the target's): ${percent(settling)}`,
        `${shape}, counted: ${list(counted)}`,
        `${shape}, not counted (shared servers, sandbox): ${list(others)}`,
      ]),
      idle: Object.fromEntries(results.map(({ shape, total }) => [shape, total])),
    };
  },
};

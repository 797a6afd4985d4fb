// Benchmark runner: `npm run bench [-- <name-or-prefix> ...] [--connections N] [--warmup S]
// [--duration S] [--rounds N] [--strict]`. Each *.bench.mjs beside this file exports { name, description,
// run(ctx) }; run() returns { rows, checks, notes } measured in this run, on this machine.
// Not a test: it exits non-zero only when a benchmark crashes, or, with --strict, when a check fails.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { runLoad } from './lib/load.mjs';
import { currentCommit, describeMachine, printResult, saveResult } from './lib/report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const reportFile = path.join(root, 'reports/bench/latest.json');

const { values: flags, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '3' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '2' },
    strict: { type: 'boolean', default: false },
  },
});
const settings = {
  connections: Number(flags.connections),
  warmupSeconds: Number(flags.warmup),
  durationSeconds: Number(flags.duration),
  rounds: Math.max(1, Math.floor(Number(flags.rounds))),
};
for (const [key, value] of Object.entries(settings)) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${key}: not a number (${value})`);
}

const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort();
const benches = await Promise.all(files.map(async (f) => (await import(pathToFileURL(path.join(import.meta.dirname, f)))).default));
const selected = filters.length ? benches.filter((b) => filters.some((f) => b.name === f || b.name.startsWith(f))) : benches;
if (!selected.length) {
  console.error(`no benchmark matches ${filters.join(', ')}; available: ${benches.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

const machine = describeMachine();
console.log(`machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, node ${machine.node}`);
if (machine.loadAverage1m > machine.cores / 2) {
  console.log(`warning: load average ${machine.loadAverage1m} on ${machine.cores} cores: other work will skew the figures`);
}
console.log(
  `load: autocannon in a child process, ${settings.connections} connections, warm-up ${settings.warmupSeconds} s, ` +
    `measure ${settings.durationSeconds} s per target in ${settings.rounds} alternating round(s)`,
);

let failed = false;
for (const bench of selected) {
  const ctx = {
    root,
    settings,
    log: (message) => console.log(`[${bench.name}] ${message}`),
    load: (options) => runLoad({ connections: settings.connections, ...options }),
  };
  try {
    const result = await bench.run(ctx);
    printResult(bench.name, result);
    saveResult(reportFile, bench.name, {
      description: bench.description,
      measuredAt: new Date().toISOString(),
      commit: currentCommit(root),
      machine,
      settings,
      ...result,
    });
    if ((result.checks ?? []).some((c) => !c.pass)) failed ||= flags.strict;
  } catch (error) {
    console.error(`[${bench.name}] failed: ${error?.stack ?? error}`);
    failed = true;
  }
}
console.log(`\nresults written to ${path.relative(root, reportFile)}`);
process.exit(failed ? 1 : 0);

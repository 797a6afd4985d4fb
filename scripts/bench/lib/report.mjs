// Prints a benchmark's results as a table and keeps reports/bench/latest.json up to date:
// each benchmark owns one section of that file, rewritten when it runs again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    // Other work on the machine skews both targets, not always alike: read ratios with this in mind.
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

export function currentCommit(root) {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}

const fmt = {
  int: (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-'),
  // autocannon records latencies in whole milliseconds; a mean over rounds may add a decimal.
  ms: (n) => (Number.isFinite(n) ? String(Math.round(n * 10) / 10) : '-'),
};

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const LOAD_COLUMNS = [
  ['target', (r) => r.target],
  ['req/s', (r) => fmt.int(r.reqPerSec)],
  ['p50 ms', (r) => fmt.ms(r.latencyMs?.p50)],
  ['p99 ms', (r) => fmt.ms(r.latencyMs?.p99)],
  ['requests', (r) => fmt.int(r.requests)],
  ['non-2xx', (r) => fmt.int(r.non2xx)],
  ['errors', (r) => fmt.int(r.errors)],
];

/** Rows of lib/timings.mjs: one operation timed per round. */
const TIMING_COLUMNS = [
  ['target', (r) => r.target],
  ['median ms', (r) => fmt.ms(r.medianMs)],
  ['min ms', (r) => fmt.ms(r.minMs)],
  ['max ms', (r) => fmt.ms(r.maxMs)],
  ['rounds', (r) => r.samplesMs.length],
];

/**
 * rows: load rows of lib/compare.mjs ({ target, reqPerSec, latencyMs: { p50, p99 }, requests,
 * non2xx, errors }) or timing rows of lib/timings.mjs ({ target, medianMs, minMs, maxMs, samplesMs }).
 */
export function printResult(name, result) {
  console.log(`\n== ${name} ==`);
  for (const note of result.notes ?? []) console.log(`  ${note}`);
  const columns = result.rows.every((r) => 'medianMs' in r) ? TIMING_COLUMNS : LOAD_COLUMNS;
  console.log(
    table(
      columns.map(([header]) => header),
      result.rows.map((r) => columns.map(([, cell]) => cell(r))),
    ),
  );
  for (const check of result.checks ?? []) {
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value} (${check.target})`);
  }
}

export function saveResult(file, name, section) {
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { benchmarks: {} };
  report.benchmarks = { ...report.benchmarks, [name]: section };
  report.updatedAt = section.measuredAt;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

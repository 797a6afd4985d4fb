// The one test command (`npm test`): build, check that the typed client matches the OpenAPI document, that the files generated from
// the connector registry are current, that `npm ci` accepts the lock file, lint and
// type-check every project, run every Jest suite one project at a time, then print the totals as
// the last line: `N passed, M failed`.
// Extra arguments go to both `nx run-many` calls (`npm test -- -p gateway`).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports/jest');
const extra = process.argv.slice(2);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/** Runs a command with its output shown as it comes and kept for parsing. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The `- project:target` lines under Nx's "Failed tasks:" summary. */
function failedTasks(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const start = plain.lastIndexOf('Failed tasks:');
  if (start < 0) return [];
  const tasks = [];
  for (const line of plain.slice(start).split('\n').slice(1)) {
    const match = /^\s*-\s+(\S+:\S+)\s*$/.exec(line);
    if (match) tasks.push(match[1]);
    else if (line.trim() && tasks.length) break;
  }
  return tasks;
}

const nxPackage = createRequire(import.meta.url).resolve('nx/package.json');
const nx = path.join(path.dirname(nxPackage), JSON.parse(readFileSync(nxPackage, 'utf8')).bin.nx);
let passed = 0;
let failed = 0;

const build = await run([path.join(root, 'scripts/build.mjs')]);
if (build.code !== 0) failed += 1;

// The typed client (libs/client) must match the OpenAPI document the built service serves.
const client = build.code === 0 ? await run([path.join(root, 'scripts/client/generate.mjs'), '--check']) : { code: 1 };
if (client.code !== 0) failed += 1;

// The deployment files, the standalone composition and the simulators' list follow the connector registry.
const registry = await run([path.join(root, 'scripts/registry/generate.mjs'), '--check']);
if (registry.code !== 0) failed += 1;

const lock = await run([path.join(root, 'scripts/check-lock.mjs')]);
if (lock.code !== 0) failed += 1;

const names = await run([path.join(root, 'scripts/check-file-names.mjs')]);
if (names.code !== 0) failed += 1;

const checks = await run([nx, 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=static', ...extra]);
if (checks.code !== 0) failed += Math.max(1, failedTasks(checks.output).length);

// What killed or timed-out runs left in the local broker piles up until it refuses connections.
try {
  const { sweepTestLeftovers } = createRequire(import.meta.url)(path.join(root, 'dist/libs/testing/src/index.js'));
  const swept = await sweepTestLeftovers();
  if (swept.vhosts || swept.queues)
    console.log(`swept ${swept.vhosts} test vhosts and ${swept.queues} test queues from the local RabbitMQ`);
} catch (error) {
  console.log(`could not sweep the local RabbitMQ: ${error.message}`);
}

// GİB's schematron compiles once per machine (10-25 s): before the suites, not in a test's time-out.
try {
  const { prepareUblTr } = createRequire(import.meta.url)(path.join(root, 'dist/libs/e-invoice/src/index.js'));
  await prepareUblTr();
} catch (error) {
  failed += 1;
  console.log(`could not compile GİB's UBL-TR schematron: ${error.message}`);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// One project at a time: integration and e2e suites share the local services and two cores.
const tests = await run([nx, 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=static', ...extra]);

const reported = new Set();
for (const file of readdirSync(reports).filter((name) => name.endsWith('.json'))) {
  const project = file.replace(/\.json$/, '');
  try {
    const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    const broken = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    // A suite can fail with no failing test (a hook, a leak): it still counts once.
    failed += broken || (report.success === false ? 1 : 0);
    reported.add(project);
  } catch (error) {
    console.error(`test: unreadable report ${file}: ${error.message}`);
    failed += 1;
  }
}
const testFailures = failedTasks(tests.output).filter((task) => task.endsWith(':test'));
// A test target that failed without writing a usable report (Jest crashed, bad config).
failed += testFailures.filter((task) => !reported.has(task.split(':')[0])).length;
if (tests.code !== 0 && testFailures.length === 0 && failed === 0) failed += 1;

process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exitCode =
  failed > 0 || client.code !== 0 || tests.code !== 0 || checks.code !== 0 || build.code !== 0 || lock.code !== 0 || registry.code !== 0
    ? 1
    : 0;

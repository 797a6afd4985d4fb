// Makes a fresh clone runnable: installs dependencies when node_modules is missing or older than
// package-lock.json, then compiles dist/ (SWC, about a second).
// Usage: node scripts/ensure-ready.mjs [--deps-only]
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const depsOnly = process.argv.includes('--deps-only');

function attempt(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) console.error(`ensure-ready: \`${[command, ...args].join(' ')}\` failed (${result.status ?? result.signal})`);
  return result.status === 0;
}

function run(command, args) {
  if (!attempt(command, args)) process.exit(1);
}

/** npm writes node_modules/.package-lock.json after every install: its age is the install's age. */
function dependenciesAreCurrent() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) return false;
  return statSync(installed).mtimeMs >= statSync(path.join(root, 'package-lock.json')).mtimeMs;
}

if (!dependenciesAreCurrent()) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  console.error('ensure-ready: installing dependencies (npm ci)');
  // npm ci also refuses a lock file that lacks other platforms' optional packages (npm/cli#4828);
  // npm install still installs the locked versions, so fall back to it, loudly.
  if (!attempt(npm, ['ci', '--no-audit', '--no-fund'])) {
    console.error('ensure-ready: WARNING npm ci refused package-lock.json; falling back to npm install (regenerate the lock file)');
    run(npm, ['install', '--no-audit', '--no-fund']);
  }
}
if (!depsOnly) run(process.execPath, [path.join(root, 'scripts/build.mjs')]);

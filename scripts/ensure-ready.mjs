// Makes a fresh clone runnable: installs dependencies when node_modules is missing or older than
// package-lock.json, then compiles dist/ (SWC, and the console with Vite: a few seconds).
// Usage: node scripts/ensure-ready.mjs [--deps-only]
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const depsOnly = process.argv.includes('--deps-only');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  console.error(`ensure-ready: \`${[command, ...args].join(' ')}\` failed (${result.status ?? result.signal ?? result.error})`);
  process.exit(1);
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
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
if (!depsOnly) run(process.execPath, [path.join(root, 'scripts/build.mjs')]);

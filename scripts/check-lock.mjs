// Fails when package-lock.json lacks an entry for some package's optional dependency: `npm ci` then
// refuses the lock ("Missing: @swc/core-darwin-arm64@ from lock file"). npm leaves a platform
// package out when the registry does not serve it at the wanted version, which happens for the
// newest releases of native packages (@swc/core, unrs-resolver): package.json pins or overrides
// them to the newest version whose every platform package `npm view <name> versions` lists.
// Usage: node scripts/check-lock.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { packages } = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** Node's lookup: `<location>/node_modules/<name>`, then each enclosing node_modules up to the root. */
function resolves(location, name) {
  for (let base = location; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
  }
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${entry.name ?? location.replace(/^.*node_modules\//, '')}@${entry.version} -> ${name}`);
  }
}

if (missing.length > 0) {
  console.error(`check-lock: package-lock.json lacks ${missing.length} optional dependencies, so \`npm ci\` refuses it:`);
  for (const line of missing) console.error(`  ${line}`);
  console.error('check-lock: pin the package to a version whose every platform package the registry serves, then `npm install`');
  process.exit(1);
}
console.log('check-lock: every optional dependency in package-lock.json has its entry');

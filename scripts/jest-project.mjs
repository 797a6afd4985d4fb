// Runs one project's Jest suite and writes its JSON report where `npm test` sums the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const [projectRoot, projectName] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'reports/jest'), { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--config', path.join(root, projectRoot, 'jest.config.js'),
    '--json', '--outputFile', path.join(root, 'reports/jest', `${projectName}.json`),
    '--passWithNoTests',
    ...process.argv.slice(4),
  ],
  { stdio: 'inherit', cwd: root, env: { ...process.env, TZ: 'UTC' } },
);
process.exit(result.status ?? 1);

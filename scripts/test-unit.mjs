// `npm run test:unit`: every project's unit specs in one Jest run, with the unit guard (no
// socket, server, process or embedded database: scripts/jest-unit-guard.js). Seconds, not minutes:
// a worker per core (Jest's own default leaves one core to its parent process, idle here).
// Extra arguments go to Jest (`npm run test:unit -- --watch`, a path pattern).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoots } from './project-roots.mjs';

const root = path.resolve(import.meta.dirname, '..');
// deploy/ checks the deployment files (no sources to build, so not among the project roots).
const projects = [...projectRoots(root), 'deploy']
  .map((project) => path.join(root, project, 'jest.config.js'))
  .filter((config) => existsSync(config));
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--projects',
    ...projects,
    '--passWithNoTests',
    '--maxWorkers=100%',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root, env: { ...process.env, TZ: 'UTC', TEZGAH_TEST_TIER: 'unit' } },
);
process.exit(result.status ?? 1);

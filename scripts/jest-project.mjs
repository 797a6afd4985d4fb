// Runs one project's Jest suite and writes its JSON report where `npm test` sums the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const [projectRoot, projectName, ...rest] = process.argv.slice(2);
// `--tier=unit|int` limits the run to that tier (jest.preset.js); its report gets its own name.
const tierArgument = rest.find((argument) => argument.startsWith('--tier='));
const tier = tierArgument?.slice('--tier='.length);
const report = tier ? `${projectName}.${tier}` : projectName;
const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'reports/jest'), { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '--config',
    path.join(root, projectRoot, 'jest.config.js'),
    '--json',
    '--outputFile',
    path.join(root, 'reports/jest', `${report}.json`),
    '--passWithNoTests',
    ...rest.filter((argument) => argument !== tierArgument),
  ],
  { stdio: 'inherit', cwd: root, env: { ...process.env, TZ: 'UTC', ...(tier ? { TEZGAH_TEST_TIER: tier } : {}) } },
);
process.exit(result.status ?? 1);

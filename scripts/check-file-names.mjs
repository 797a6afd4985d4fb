// One file-role naming rule (docs/testing.md, "File names"): a file whose job is a role of the
// architecture names it after a dot, `<what>.<role>.ts` (`orders.repository.ts`, `trendyol.connector.ts`,
// `control.routes.ts`), never with a dash (`order-store.ts`). Specs follow their file.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROLES = [
  'carrier',
  'client',
  'config',
  'connector',
  'contract',
  'controller',
  'decorator',
  'dto',
  'entity',
  'extension',
  'filter',
  'guard',
  'handler',
  'hooks',
  'listener',
  'module',
  'pipe',
  'provider',
  'query',
  'repository',
  'response',
  'responses',
  'routes',
  'schema',
  'service',
  'simulator',
  'store',
  'worker',
];
// Names where the word is not the file's role: `loadConfig`, `targetFromConfig`.
const ALLOWED = new Set(['load-config.ts', 'load-config.spec.ts', 'target-from-config.ts', 'target-from-config.int.spec.ts']);
const DASHED_ROLE = new RegExp(`-(${ROLES.join('|')})(\\.int)?(\\.spec)?\\.ts$`);

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', 'apps', 'libs', 'e2e'], { cwd: root, encoding: 'utf8' }).split('\n');
const wrong = files.filter((file) => DASHED_ROLE.test(file) && !ALLOWED.has(path.basename(file)));
if (wrong.length) {
  console.error(`check-file-names: name a file's role after a dot (<what>.<role>.ts):\n  ${wrong.join('\n  ')}`);
  process.exit(1);
}
console.log('check-file-names: every role is named after a dot');

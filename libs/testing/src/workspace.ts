import { existsSync } from 'node:fs';
import path from 'node:path';

/** The workspace root: the nearest folder above this file that holds nx.json. */
export function workspaceRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no nx.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The compiled entry point of an app, e.g. `dist/apps/gateway/src/main.js`; throws when not built. */
export function distEntry(relative: string): string {
  const file = path.join(workspaceRoot(), 'dist', relative);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`node scripts/build.mjs\` first`);
  return file;
}

// Compiles TypeScript sources to dist/ with SWC, rewriting @tezgah/* aliases to relative paths, and
// bundles the seller console (apps/console, Vite) into dist/apps/console with brotli and gzip copies
// of each file beside it, which the gateway serves at /console (docs/console.md).
// Usage: node scripts/build.mjs [projectRoot ...]   (no argument: every app and lib)
import { transformFile } from '@swc/core';
import { readFileSync, readdirSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { writeClientSchema } from './client/schema.mjs';
import { buildConsole, CONSOLE_ROOT } from './console/build-console.mjs';
import { projectRoots as everyProjectRoot } from './project-roots.mjs';

const root = path.resolve(import.meta.dirname, '..');
const swcrc = JSON.parse(readFileSync(path.join(root, '.swcrc'), 'utf8'));
const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));

function projectRoots() {
  const args = process.argv.slice(2);
  if (args.length) return args;
  return everyProjectRoot(root);
}

function sources(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const roots = projectRoots();
// The client's types come from its committed OpenAPI document before anything that imports them compiles.
if (await writeClientSchema(root)) console.log('derived the client types from libs/client/openapi.json');
const files = roots.filter((project) => project !== CONSOLE_ROOT).flatMap((project) => sources(path.join(root, project, 'src')));
await Promise.all(
  files.map(async (file) => {
    const out = path.join(root, 'dist', path.relative(root, file)).replace(/\.ts$/, '.js');
    const { code, map } = await transformFile(file, {
      ...swcrc,
      swcrc: false,
      filename: file,
      sourceFileName: path.relative(path.dirname(out), file),
      jsc: { ...swcrc.jsc, baseUrl: root, paths: compilerOptions.paths },
    });
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${code}\n//# sourceMappingURL=${path.basename(out)}.map`);
    if (map) writeFileSync(`${out}.map`, map);
  }),
);
console.log(`built ${files.length} files`);
if (roots.includes(CONSOLE_ROOT)) console.log(await buildConsole(root));

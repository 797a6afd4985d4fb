// The seller console's production bundle: Vite into dist/apps/console, then a brotli and a gzip copy
// of every text file beside it (the gateway sends the one the browser accepts; docs/console.md).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const CONSOLE_ROOT = 'apps/console';
const COMPRESSIBLE = /\.(html|js|css|svg|json)$/;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export async function buildConsole(root) {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, CONSOLE_ROOT, 'vite.config.mts') });
  const out = path.join(root, 'dist', CONSOLE_ROOT);
  let raw = 0;
  let compressed = 0;
  for (const file of filesUnder(out).filter((name) => COMPRESSIBLE.test(name))) {
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    raw += body.length;
    compressed += br.length;
  }
  return `built the console: ${Math.round(raw / 1024)} KiB, ${Math.round(compressed / 1024)} KiB with brotli`;
}

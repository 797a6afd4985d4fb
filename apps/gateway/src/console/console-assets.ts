import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One built file of the console with the compressed copies the build wrote beside it. */
export interface ConsoleAsset {
  type: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Content-hashed names never change: cached for a year; index.html is revalidated each time. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Where `node scripts/build.mjs` puts the console (dist/apps/console), seen from the built gateway. */
export function defaultConsoleDir(): string {
  return path.resolve(__dirname, '../../../console');
}

/**
 * The console's built files by URL path under /console (`/index.html`, `/assets/…`), read once:
 * the whole console is a few hundred kilobytes. Null when `dir` holds no build (a gateway started
 * from sources, or a deployment without the console).
 */
export function loadConsoleAssets(dir: string): Map<string, ConsoleAsset> | null {
  if (!existsSync(path.join(dir, 'index.html')) || !existsSync(path.join(dir, 'assets'))) return null;
  const assets = new Map<string, ConsoleAsset>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(full);
        continue;
      }
      const type = TYPES[path.extname(entry.name)];
      if (!type) continue;
      const urlPath = `/${path.relative(dir, full).split(path.sep).join('/')}`;
      assets.set(urlPath, {
        type,
        body: readFileSync(full),
        br: readIfExists(`${full}.br`),
        gzip: readIfExists(`${full}.gz`),
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  };
  walk(dir);
  return assets;
}

function readIfExists(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** The encoding to send: brotli, then gzip, when the browser accepts it and the build made it. */
export function pickEncoding(asset: ConsoleAsset, acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (asset.br && accepted.has('br')) return 'br';
  if (asset.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}

import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { holdDataDirectory } from './data-dir-lock';

/**
 * PostgreSQL's buffer cache inside the process's WebAssembly memory (PostgreSQL's default is
 * 128MB). The single process serves one small seller: with 32MB its resident memory is about 80 MB
 * less and a 100,000-product catalogue lists as fast, the operating system's cache holding the rest
 * of the data directory (docs/benchmarks.md, single-process-products-list).
 */
const SHARED_BUFFERS = '32MB';

/**
 * Opens (creating on first use) an embedded database under `dataDir`, held by this process until it
 * exits (DataDirInUseError while another holds it), or in memory without one.
 */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  // The contribs services install (uuid-ossp for TypeORM's uuid default, pg_trgm for catalog
  // search), loaded on demand. Imported dynamically: their type declarations are ESM-only.
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { uuid_ossp, pg_trgm };
  const options = { extensions, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] };
  if (dataDir === undefined) return PGlite.create(options);
  const directory = path.resolve(dataDir);
  await mkdir(directory, { recursive: true });
  holdDataDirectory(directory);
  return PGlite.create({ ...options, dataDir: directory });
}

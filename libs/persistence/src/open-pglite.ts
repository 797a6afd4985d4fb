import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { holdDataDirectory } from './data-dir-lock';

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
  if (dataDir === undefined) return PGlite.create({ extensions });
  const directory = path.resolve(dataDir);
  await mkdir(directory, { recursive: true });
  holdDataDirectory(directory);
  return PGlite.create({ dataDir: directory, extensions });
}

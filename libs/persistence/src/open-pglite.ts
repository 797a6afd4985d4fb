import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Opens (creating on first use) an embedded database under `dataDir`, or in memory without one. */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  // uuid_generate_v4() (TypeORM's uuid default) lives in the uuid-ossp contrib, loaded on demand.
  // Imported dynamically: the contrib's type declarations are ESM-only.
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
  const extensions = { uuid_ossp };
  if (dataDir === undefined) return PGlite.create({ extensions });
  const directory = path.resolve(dataDir);
  await mkdir(directory, { recursive: true });
  return PGlite.create({ dataDir: directory, extensions });
}

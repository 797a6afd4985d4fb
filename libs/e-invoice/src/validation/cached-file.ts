import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * `file`, made by `make` (which writes the path it is given) when it is not there yet. `make` writes a
 * file of its own that is renamed into place, so processes making it at once never leave a half one:
 * the last rename wins, and each rename puts a whole file there.
 */
export async function cachedFile(file: string, make: (into: string) => Promise<void>): Promise<string> {
  if (existsSync(file)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const into = `${file}.${process.pid}-${threadId}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await make(into);
    await rename(into, file);
  } finally {
    await rm(into, { force: true });
  }
  return file;
}

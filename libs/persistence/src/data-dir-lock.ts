import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in a data directory naming the process that holds it. */
export const DATA_DIR_LOCK_FILE = 'tezgah.lock';

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holderPid: number,
  ) {
    super(
      `TEZGAH_DATA_DIR ${directory} is in use by process ${holderPid} (another \`npm start\`, or the CLI): ` +
        'its embedded PostgreSQL serves one process at a time. Stop that process, or give this one a data directory ' +
        'of its own, e.g. TEZGAH_DATA_DIR=./.tezgah/second.',
    );
    this.name = 'DataDirInUseError';
  }
}

const held = new Set<string>();

/**
 * Holds `directory` for this process until it exits. PGlite is a single session: a second process
 * on the same directory neither sees the first one's writes nor keeps the files intact, so it must
 * not start. A lock whose process is gone (killed, crashed) is taken over.
 */
export function holdDataDirectory(directory: string): void {
  if (held.has(directory)) return;
  const file = path.join(directory, DATA_DIR_LOCK_FILE);
  // Written whole under a name of its own, then linked into place: a reader never sees it empty.
  const own = `${file}.${process.pid}`;
  writeFileSync(own, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(own, file);
        held.add(directory);
        process.once('exit', () => rmSync(file, { force: true }));
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(directory, holder);
      // Left by a process that is gone, or by an earlier life of this pid (a container's pid 1): stale.
      rmSync(file, { force: true });
    }
    throw new Error(`could not lock ${file}`);
  } finally {
    rmSync(own, { force: true });
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

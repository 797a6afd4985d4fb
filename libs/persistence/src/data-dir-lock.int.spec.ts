import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, holdDataDirectory } from './data-dir-lock';

/** A process that lives until killed, and one that has already exited: their pids. */
async function otherProcess(alive: boolean): Promise<{ pid: number; kill(): void }> {
  const child = spawn(process.execPath, ['-e', alive ? 'setTimeout(() => {}, 60000)' : ''], { stdio: 'ignore' });
  if (!alive) await new Promise((resolve) => child.once('exit', resolve));
  return { pid: child.pid as number, kill: () => child.kill('SIGKILL') };
}

describe('holdDataDirectory', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tezgah-lock-'));
    dirs.push(dir);
    return dir;
  };
  const lockFile = (dir: string) => path.join(dir, DATA_DIR_LOCK_FILE);
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes this process into the lock file, and holding again in the same process is fine', () => {
    const dir = freshDir();
    holdDataDirectory(dir);
    holdDataDirectory(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a directory another live process holds, naming the directory, the holder and TEZGAH_DATA_DIR', async () => {
    const dir = freshDir();
    const other = await otherProcess(true);
    try {
      writeFileSync(lockFile(dir), `${other.pid}\n`);
      expect(() => holdDataDirectory(dir)).toThrow(DataDirInUseError);
      expect(() => holdDataDirectory(dir)).toThrow(new RegExp(`TEZGAH_DATA_DIR ${dir} is in use by process ${other.pid}`));
      expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone (killed or crashed), and one of unreadable content', async () => {
    const dir = freshDir();
    const gone = await otherProcess(false);
    writeFileSync(lockFile(dir), `${gone.pid}\n`);
    holdDataDirectory(dir);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));

    const garbled = freshDir();
    writeFileSync(lockFile(garbled), 'not a pid');
    holdDataDirectory(garbled);
    expect(readFileSync(lockFile(garbled), 'utf8').trim()).toBe(String(process.pid));
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cachedFile } from './cached-file';

describe('cachedFile', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(tmpdir(), 'cached-file-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** Writes the file in pieces, slowly, as a compiler would. */
  const slowMaker = (made: string[], content: string) => async (into: string) => {
    made.push(into);
    await writeFile(into, content.slice(0, 5));
    await sleep(20);
    await writeFile(into, content);
  };

  it('makes the file once, then hands it back without making it again', async () => {
    const made: string[] = [];
    const file = path.join(folder, 'deep/er/x.json');
    expect(await cachedFile(file, slowMaker(made, '{"a":1}'))).toBe(file);
    expect(await cachedFile(file, slowMaker(made, '{"a":2}'))).toBe(file);
    expect(made).toHaveLength(1);
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
  });

  it('never shows a half-made file to makers running at once, and leaves no temporary file', async () => {
    const file = path.join(folder, 'x.json');
    const content = JSON.stringify({ rules: 'x'.repeat(100_000) });
    const made: string[] = [];
    const racing = Array.from({ length: 4 }, () => cachedFile(file, slowMaker(made, content)));
    await sleep(5);
    // While they write, each in its own temporary file, a reader finds no file rather than half of one.
    expect(existsSync(file)).toBe(false);
    await Promise.all(racing);
    expect(made.length).toBeGreaterThan(1);
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(readdirSync(folder)).toEqual(['x.json']);
  });

  it('leaves nothing behind when making fails, so the next call tries again', async () => {
    const file = path.join(folder, 'x.json');
    await expect(
      cachedFile(file, async (into) => {
        await writeFile(into, 'half');
        throw new Error('compiler refused');
      }),
    ).rejects.toThrow('compiler refused');
    expect(readdirSync(folder)).toEqual([]);
    await cachedFile(file, (into) => writeFile(into, 'whole'));
    expect(readFileSync(file, 'utf8')).toBe('whole');
  });
});

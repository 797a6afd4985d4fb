import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { cachedFile } from './cached-file';
import { readSchematronRules } from './schematron-rules';
import { schematronXslt } from './schematron-xslt';
import { repositoryRoot, type UblTrPackage } from './ubl-tr-package';

/** Compiled stylesheets live outside the tracked files: node_modules/.cache, or the system's temporary folder. */
export function schematronCacheFolder(): string {
  const modules = path.join(repositoryRoot(), 'node_modules');
  return path.join(existsSync(modules) ? path.join(modules, '.cache') : tmpdir(), 'tezgah-ubl-tr');
}

/**
 * GİB's schematron and ours as a SaxonJS stylesheet (SEF), compiled on first use on this machine
 * (xslt3, ~10-20 s) and then read from the cache. The key is the SHA-256 of the XSLT we generate from
 * the schematron files, so it changes with GİB's files, with ours and with the generator.
 */
export async function compiledSchematron(
  ublTr: UblTrPackage,
  amountsSchematron: string,
  cacheFolder = schematronCacheFolder(),
): Promise<string> {
  const xslt = schematronXslt(readSchematronRules(ublTr.schematron, amountsSchematron));
  const key = createHash('sha256').update(xslt).digest('hex');
  return cachedFile(path.join(cacheFolder, `ubl-tr-schematron-${key}.sef.json`), (into) => exportSef(xslt, into));
}

/** SaxonJS's compiler (the xslt3 command) on a worker thread, so the caller's loop stays free and no process is started. */
async function exportSef(xslt: string, into: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'tezgah-ubl-tr-'));
  try {
    const stylesheet = path.join(work, 'ubl-tr.xsl');
    await writeFile(stylesheet, xslt);
    const compiler = new Worker(require.resolve('xslt3/xslt3.js'), {
      argv: [`-xsl:${stylesheet}`, `-export:${into}`, '-nogo', '-relocate:on'],
      stdout: true,
      stderr: true,
    });
    let said = '';
    compiler.stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
    compiler.stdout.resume();
    const code = await new Promise<number>((resolve, reject) => compiler.on('error', reject).on('exit', resolve));
    if (code !== 0 || !existsSync(into))
      throw new Error(`compiling the UBL-TR schematron failed (xslt3 exit code ${code}): ${said.trim()}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

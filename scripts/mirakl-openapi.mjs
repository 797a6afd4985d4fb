// Extracts Mirakl's seller OpenAPI document (MMP), which the Mirakl specs read and which is not kept
// in this repository (its licence is unclear), from a local git copy of github.com/api-evangelist/mirakl
// into .tezgah/reference/mirakl/ (ignored by git), or the file $TEZGAH_MIRAKL_OPENAPI names.
// The copy is the bare git directory $TEZGAH_MIRAKL_MIRROR, by default /work/.mirror/api-evangelist+mirakl/repo.
// Never from the network: CI has none. Usage: node scripts/mirakl-openapi.mjs (.ci/run runs it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DOCUMENT = 'openapi/_original/mirakl-mmp-seller-openapi.json';
const root = path.resolve(import.meta.dirname, '..');
const target = process.env.TEZGAH_MIRAKL_OPENAPI || path.join(root, '.tezgah/reference/mirakl/mirakl-mmp-seller-openapi.json');
const mirror = process.env.TEZGAH_MIRAKL_MIRROR || '/work/.mirror/api-evangelist+mirakl/repo';

if (!existsSync(mirror)) {
  if (existsSync(target)) {
    console.log(`mirakl-openapi: no git copy at ${mirror}; keeping ${target}`);
    process.exit(0);
  }
  console.error(
    `mirakl-openapi: no git copy of github.com/api-evangelist/mirakl at ${mirror}: set TEZGAH_MIRAKL_MIRROR to its git directory`,
  );
  process.exit(1);
}
const document = execFileSync('git', ['--git-dir', mirror, 'show', `HEAD:${DOCUMENT}`], { maxBuffer: 64 * 1024 * 1024 });
JSON.parse(document.toString('utf8')); // a document that is not JSON is not written
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, document);
console.log(`mirakl-openapi: wrote ${target} from ${mirror}`);

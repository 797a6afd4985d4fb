// The typed client's OpenAPI document, read from the built service (docs/console.md): starts the
// single process (dist/, as `npm start` runs it) on free ports with a throwaway data directory,
// reads /v1/openapi.json and writes libs/client/openapi.json, then the types derived from it
// (scripts/client/schema.mjs, which every build also runs).
// Usage: node scripts/client/generate.mjs [--check]
//   --check  writes nothing; exits 1 when the committed document differs from the served one (CI).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientDocument, writeClientSchema } from './schema.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const DOCUMENT = clientDocument(root);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The document the built service serves, read from a throwaway single process. */
async function servedDocument() {
  const [port, sandboxPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tezgah-openapi-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/apps/standalone/src/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      METRICS_PORT: String(metricsPort),
      TEZGAH_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    while (!output.includes('Tezgah is ready.')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the service did not start:\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`);
    if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
    return await response.json();
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const document = await servedDocument();
const documentText = `${JSON.stringify(document, null, 2)}\n`;
let current = null;
try {
  current = readFileSync(DOCUMENT, 'utf8');
} catch {
  // missing: stale
}

if (check) {
  if (current !== documentText) {
    console.error('client: libs/client/openapi.json is older than the API the service serves; run `npm run client:generate` and commit it');
    process.exit(1);
  }
  console.log('client: libs/client/openapi.json matches the OpenAPI document the service serves');
} else {
  if (current !== documentText) writeFileSync(DOCUMENT, documentText);
  const wroteSchema = await writeClientSchema(root);
  console.log(
    current !== documentText || wroteSchema ? 'client: wrote libs/client/openapi.json and its types' : 'client: already up to date',
  );
}

// The typed client's sources from the OpenAPI document the built service serves (docs/console.md):
// starts the single process (dist/, as `npm start` runs it) on free ports with a throwaway data
// directory, reads /v1/openapi.json, and writes libs/client/openapi.json and
// libs/client/src/generated/openapi.schema.ts (openapi-typescript, laid out by Prettier).
// Usage: node scripts/client/generate.mjs [--check]
//   --check  writes nothing; exits 1 naming the stale files when the committed ones differ (CI).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const DOCUMENT = path.join(root, 'libs/client/openapi.json');
const SCHEMA = path.join(root, 'libs/client/src/generated/openapi.schema.ts');
const HEADER =
  '// Generated from libs/client/openapi.json by `npm run client:generate` (scripts/client/generate.mjs): do not edit.\n' +
  '// The API as its OpenAPI document states it; `npm test` fails while this file is older than the document.\n\n';

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
const options = await prettier.resolveConfig(SCHEMA);
const schemaText = await prettier.format(HEADER + astToString(await openapiTS(document, { alphabetize: true })), {
  ...options,
  filepath: SCHEMA,
});

const stale = [
  [DOCUMENT, documentText],
  [SCHEMA, schemaText],
].filter(([file, text]) => {
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing: stale
  }
  return current !== text;
});

if (check) {
  if (stale.length) {
    console.error(
      `client: the typed client is older than the API's OpenAPI document; run \`npm run client:generate\` and commit:\n  ${stale
        .map(([file]) => path.relative(root, file))
        .join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('client: libs/client matches the OpenAPI document the service serves');
} else {
  for (const [file, text] of stale) writeFileSync(file, text);
  console.log(stale.length ? `client: wrote ${stale.map(([file]) => path.relative(root, file)).join(', ')}` : 'client: already up to date');
}

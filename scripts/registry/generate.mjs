// Everything that follows the connector registry (CONNECTORS in libs/contracts/src/marketplaces/
// registry.ts) and the services' list (SERVICES in libs/contracts/src/services.ts), written from them:
// deploy/services.json, deploy/k8s/connector-<name>.yaml and kustomization.yaml, docker-compose.yml's
// connectors, the single process's connector modules and the sandbox's marketplace simulators.
// A connector's deployment extras (its environment, its Secrets) are its apps/connector-<name>/deploy.json.
// Usage: node scripts/registry/generate.mjs [--check]   (docs/connectors.md, "Adding a marketplace")
//   --check  writes nothing; exits 1 naming the stale files and the command to run (npm test).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import prettier from 'prettier';
import { composeWithConnectors, connectorManifest, kustomization, servicesJson } from './deployment.mjs';
import { marketplaceSimulators, standaloneConnectors } from './sources.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const K8S = 'deploy/k8s';

/** The registry as built from its sources now (dist/ may be older than them). */
function loadRegistry() {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'libs/contracts'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building libs/contracts failed:\n${build.stdout}${build.stderr}`);
  const load = createRequire(import.meta.url);
  const { CONNECTORS, marketplaceOf } = load(path.join(root, 'dist/libs/contracts/src/marketplaces/registry.js'));
  const { SERVICES } = load(path.join(root, 'dist/libs/contracts/src/services.js'));
  return { CONNECTORS, SERVICES, marketplaceOf };
}

/** A connector with its deployment extras (apps/connector-<name>/deploy.json, optional). */
function withDeployment({ name, metricsPort }, marketplaceOf) {
  const service = `connector-${name}`;
  for (const required of [`apps/${service}/src/index.ts`, `libs/simulators/src/${name}/index.ts`]) {
    if (!existsSync(path.join(root, required))) throw new Error(`connector ${name} is in the registry but ${required} is missing`);
  }
  const file = path.join(root, 'apps', service, 'deploy.json');
  const extras = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const environment = extras.environment ?? [];
  for (const variable of environment) {
    if (typeof variable.compose !== 'string' || !(typeof variable.value === 'string' || typeof variable.secret === 'string')) {
      throw new Error(`${path.relative(root, file)}: ${variable.name} needs \`compose\` and either \`value\` or \`secret\``);
    }
  }
  const about = extras.about ?? `the ${marketplaceOf(name)?.name ?? name} connector`;
  return { name, service, metricsPort, about, environment };
}

function assertDistinct(services) {
  for (const key of ['name', 'metricsPort']) {
    const seen = new Set();
    for (const service of services) {
      if (seen.has(service[key])) throw new Error(`two services share the ${key} ${service[key]} (libs/contracts/src/services.ts)`);
      seen.add(service[key]);
    }
  }
  for (const { name } of services) {
    if (!existsSync(path.join(root, K8S, `${name}.yaml`)) && !name.startsWith('connector-')) {
      throw new Error(`${name} has no ${K8S}/${name}.yaml`);
    }
  }
}

async function formatted(file, text) {
  return prettier.format(text, { ...(await prettier.resolveConfig(path.join(root, file))), filepath: path.join(root, file) });
}

const read = (file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : null);

const { CONNECTORS, SERVICES, marketplaceOf } = loadRegistry();
assertDistinct(SERVICES);
const connectors = CONNECTORS.map((connector) => withDeployment(connector, marketplaceOf));

const STANDALONE = 'apps/standalone/src/connectors.generated.ts';
const SIMULATORS = 'libs/simulators/src/marketplaces.generated.ts';
const wanted = new Map([
  ['deploy/services.json', servicesJson(SERVICES)],
  [`${K8S}/kustomization.yaml`, kustomization(SERVICES, connectors)],
  ...connectors.map((connector) => [`${K8S}/${connector.service}.yaml`, connectorManifest(connector)]),
  ['docker-compose.yml', composeWithConnectors(read('docker-compose.yml') ?? '', connectors)],
  [STANDALONE, await formatted(STANDALONE, standaloneConnectors(connectors))],
  [SIMULATORS, await formatted(SIMULATORS, marketplaceSimulators(connectors))],
]);
// A connector's manifest outlives its registry entry only by mistake.
const orphans = readdirSync(path.join(root, K8S))
  .filter((file) => file.startsWith('connector-') && file.endsWith('.yaml'))
  .map((file) => `${K8S}/${file}`)
  .filter((file) => !wanted.has(file));
const stale = [...wanted].filter(([file, text]) => read(file) !== text).map(([file]) => file);

if (check) {
  if (stale.length || orphans.length) {
    console.error(
      `registry: these files do not follow the connector registry; run \`npm run registry:generate\` and commit:\n  ${[...stale, ...orphans].join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('registry: the deployment files, the standalone composition and the simulators follow the registry');
} else {
  for (const file of stale) writeFileSync(path.join(root, file), wanted.get(file));
  for (const file of orphans) rmSync(path.join(root, file));
  const changed = [...stale, ...orphans.map((file) => `${file} (removed)`)];
  console.log(changed.length ? `registry: wrote ${changed.join(', ')}` : 'registry: already up to date');
}

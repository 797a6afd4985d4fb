// The TypeScript lists that follow the registry, as static imports (dist/ is compiled file by file
// with the @tezgah/* aliases rewritten, so a list built at run time would find nothing to load).

const HEADER = (source) => `// Generated from ${source} by \`npm run registry:generate\` (scripts/registry/generate.mjs): do not edit.\n\n`;

/** `ptt-avm` → `PttAvm`. */
export const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (name) => pascal(name).replace(/^./, (letter) => letter.toLowerCase());

/** The single process's connector modules: `Connector<Name>Module` of `@tezgah/app-connector-<name>`. */
export function standaloneConnectors(connectors) {
  const modules = connectors.map(({ name }) => [`Connector${pascal(name)}Module`, `@tezgah/app-connector-${name}`]);
  return `${HEADER('CONNECTORS (libs/contracts/src/marketplaces/registry.ts)')}${modules
    .map(([module, from]) => `import { ${module} } from '${from}';\n`)
    .join('')}
/** Every connector service's module, in the registry's order: the single process loads them all. */
export const CONNECTOR_MODULES = [${modules.map(([module]) => module).join(', ')}];
`;
}

/** The marketplaces' simulators: `<name>Simulator` of `libs/simulators/src/<name>`, one per connector. */
export function marketplaceSimulators(connectors) {
  const factories = connectors.map(({ name }) => [`${camel(name)}Simulator`, `./${name}`]);
  return `${HEADER('CONNECTORS (libs/contracts/src/marketplaces/registry.ts)')}import type { SimulatorFactory } from './core/simulator';
${factories.map(([factory, from]) => `import { ${factory} } from '${from}';\n`).join('')}
export { ${factories.map(([factory]) => factory).join(', ')} };

/** The simulator of each connector's marketplace (the generic one's: one per marketplace it serves). */
export const MARKETPLACE_SIMULATORS: readonly SimulatorFactory[] = [${factories.map(([factory]) => factory).join(', ')}];
`;
}

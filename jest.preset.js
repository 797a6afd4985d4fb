// Shared Jest settings: SWC transform (decorator metadata on), path aliases from tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

// A wildcard alias (`@tezgah/app-connector-*`) maps its `*` to the same part of the target.
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('*', '(.+)')}$`,
    path.join(__dirname, target).replace('*', '$1'),
  ]),
);

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/**
 * The tier a run is limited to (`TEZGAH_TEST_TIER`): `unit` runs `*.spec.ts` with the unit guard,
 * `int` runs `*.int.spec.ts`; unset, a project runs both (what `npm test` does).
 */
const tier = process.env.TEZGAH_TEST_TIER;
const setup = path.join(__dirname, 'scripts/jest-setup.js');
const tiers = {
  unit: {
    testPathIgnorePatterns: ['/node_modules/', '\\.int\\.spec\\.ts$'],
    setupFiles: [setup, path.join(__dirname, 'scripts/jest-unit-guard.js'), path.join(__dirname, 'scripts/jest-unit-silent.js')],
    moduleNameMapper: { '^@electric-sql/pglite(/.*)?$': path.join(__dirname, 'scripts/jest-unit-pglite.js') },
  },
  int: { testMatch: ['**/*.int.spec.ts'] },
};
const limits = tiers[tier] ?? {};

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions],
    // PGlite's CommonJS build loads node built-ins with dynamic import(), which Jest's VM only
    // allows under --experimental-vm-modules; compiling it with SWC turns those into require().
    '/node_modules/@electric-sql/pglite/dist/.+\\.c?js$': ['@swc/jest', { ...swcOptions, jsc: { target: 'es2022' } }],
    // The same for the ES module @fastify/static requires (Node loads it; Jest's CommonJS runtime cannot).
    '/node_modules/content-disposition/dist/.+\\.js$': ['@swc/jest', { ...swcOptions, jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/|@fastify/static/node_modules/|content-disposition/)'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  moduleNameMapper: { ...(limits.moduleNameMapper ?? {}), ...moduleNameMapper },
  testMatch: limits.testMatch ?? ['**/*.spec.ts'],
  testPathIgnorePatterns: limits.testPathIgnorePatterns ?? ['/node_modules/'],
  setupFiles: limits.setupFiles ?? [setup],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest-timeouts.js')],
};

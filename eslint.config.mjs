import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const OURS = ['type:platform', 'type:contracts'];

/**
 * Who may import whose libraries. The simulators of the third parties (`libs/simulators`) are for
 * the sandbox app that serves them and for tests that drive a connector against them: a service's
 * own code never sees them, so an app's production files may not import them.
 */
function boundaries({ appsUseSimulators }) {
  return [
    // Contracts are what services share about each other: they import nothing of ours.
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
    // The typed API client integrators use is generated from the OpenAPI document: nothing of ours.
    { sourceTag: 'type:client', onlyDependOnLibsWithTags: [] },
    // The seller console talks to the API through the typed client only (docs/console.md).
    { sourceTag: 'type:console', onlyDependOnLibsWithTags: ['type:client'] },
    // The platform never builds on a feature: the connector kit (port, HTTP pool) knows nothing of the runtime.
    { sourceTag: 'type:platform', onlyDependOnLibsWithTags: OURS },
    // A feature library (the connector runtime) is a service's behaviour shared by apps, on the platform.
    // Its specs and test helpers may drive it against the simulators (the e-invoice adapters' int specs).
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: [...OURS, ...(appsUseSimulators ? ['type:simulators'] : [])] },
    // A connector's sub-interface routes run in the gateway's process: contracts and the platform
    // only, never the connector's runtime or protocol (apps/connector-<name>/routes).
    { sourceTag: 'type:routes', onlyDependOnLibsWithTags: OURS },
    { sourceTag: 'type:simulators', onlyDependOnLibsWithTags: OURS },
    // Apps never import apps: they meet only through contracts and the platform libraries.
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: [...OURS, 'type:feature', 'type:routes', ...(appsUseSimulators ? ['type:simulators'] : [])],
    },
    // The HTTP edge never runs a connector's runtime; only the HTTP edge mounts sub-interface routes.
    { sourceTag: 'scope:gateway', notDependOnLibsWithTags: ['type:feature'] },
    { sourceTag: '/^scope:(?!gateway$)/', notDependOnLibsWithTags: ['type:routes'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: OURS },
    // The deployment files' checks read the files, nothing of ours.
    { sourceTag: 'type:deploy', onlyDependOnLibsWithTags: [] },
  ];
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  // The typed client's schema is openapi-typescript's output (scripts/client/generate.mjs), not ours to lint.
  { ignores: ['**/dist', '**/node_modules', '**/.nx', 'reports', 'coverage', '**/*.js', '**/*.mjs', 'libs/client/src/generated'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: true,
          allow: [],
          depConstraints: boundaries({ appsUseSimulators: false }),
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The sandbox app serves the simulators; specs and test helpers drive connectors against them.
    files: ['apps/sandbox/**/*.ts', '**/*.spec.ts', '**/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: true,
          allow: [],
          depConstraints: boundaries({ appsUseSimulators: true }),
        },
      ],
    },
  },
  {
    // The single-process composition is the one place that loads other apps' modules.
    files: ['apps/standalone/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [
            '@tezgah/app-gateway',
            '@tezgah/app-catalog',
            '@tezgah/app-jobs',
            '@tezgah/app-webhook-dispatcher',
            '@tezgah/app-marketplaces',
            '@tezgah/app-orders',
            '@tezgah/app-cargo',
            '@tezgah/app-invoicing',
            '@tezgah/app-sandbox',
            // Every connector service (a regular expression: the registry's list, not repeated here).
            '^@tezgah/app-connector-[a-z0-9-]+$',
          ],
          depConstraints: [{ sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] }],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-console': 'off' },
  },
  // Layout is Prettier's (checked by every lint target); no ESLint rule argues with it.
  prettier,
];

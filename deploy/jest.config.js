// The deployment files' checks: the Kubernetes manifests against the Kubernetes API's schemas.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'deploy',
  rootDir: __dirname,
  // kubernetes-models and its validators ship ES modules only: resolved as imports (esm-resolver.js)
  // and compiled to CommonJS like our sources.
  resolver: require.resolve('./test/esm-resolver.js'),
  transform: {
    ...preset.transform,
    '/node_modules/.+\\.m?js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [],
};

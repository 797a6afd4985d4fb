const preset = require('../../jest.preset.js');
const [, swcOptions] = preset.transform['^.+\\.ts$'];

// PGlite's CommonJS build loads node built-ins with dynamic import(), which Jest's VM only
// allows under --experimental-vm-modules; compiling it with SWC turns those into require().
module.exports = {
  ...preset,
  displayName: 'persistence',
  rootDir: __dirname,
  transform: {
    ...preset.transform,
    '/node_modules/@electric-sql/pglite/dist/.+\\.c?js$': ['@swc/jest', { ...swcOptions, jsc: { target: 'es2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleFileExtensions: [...preset.moduleFileExtensions, 'cjs'],
};

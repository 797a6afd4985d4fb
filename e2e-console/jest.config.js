// The seller console in Debian's Chromium (playwright-core, no browser download) against `npm start`.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e-console',
  rootDir: __dirname,
  testMatch: ['**/*.e2e.spec.ts'],
  maxWorkers: 1,
  testTimeout: 60_000,
};

// Runs a TypeScript file in a child process the way Jest runs the specs (SWC, the tsconfig path
// aliases): `node apps/invoicing/test/run-typescript.js <file.ts>`, for specs that kill a process.
const path = require('node:path');
const { addHook } = require('pirates');
const swc = require('@swc/core');
const { compilerOptions } = require('../../../tsconfig.base.json');

const root = path.resolve(__dirname, '../../..');
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
addHook((code, filename) => swc.transformSync(code, { ...options, filename }).code, { exts: ['.ts'] });
require('tsconfig-paths').register({ baseUrl: root, paths: compilerOptions.paths, addMatchAll: false });
require(path.resolve(process.argv[2]));

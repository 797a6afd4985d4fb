// Jest resolves with CommonJS conditions; kubernetes-models and the packages its validators import
// ship ES modules only (`import` entries). A request made from inside an ES module package is
// resolved as Node would resolve that import; every other request as before.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const typeOf = new Map();

/** Whether the package holding `directory` declares `"type": "module"`. */
function inModulePackage(directory) {
  if (!typeOf.has(directory)) {
    const manifest = path.join(directory, 'package.json');
    const parent = path.dirname(directory);
    typeOf.set(
      directory,
      existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).type === 'module' : parent !== directory && inModulePackage(parent),
    );
  }
  return typeOf.get(directory);
}

module.exports = (request, options) => {
  const esm = /^@?kubernetes-models(\/|$)/.test(request) || inModulePackage(options.basedir);
  return options.defaultResolver(request, esm ? { ...options, conditions: ['import', 'node', 'default'] } : options);
};

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-runtime', rootDir: __dirname };

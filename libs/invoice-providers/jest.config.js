module.exports = { ...require('../../jest.preset.js'), displayName: 'invoice-providers', rootDir: __dirname };

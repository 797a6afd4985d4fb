module.exports = { ...require('../../jest.preset.js'), displayName: 'sandbox', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'e-invoice', rootDir: __dirname };

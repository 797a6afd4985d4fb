module.exports = { ...require('../../jest.preset.js'), displayName: 'invoicing', rootDir: __dirname };

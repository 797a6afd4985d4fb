module.exports = { ...require('../../jest.preset.js'), displayName: 'orders', rootDir: __dirname };

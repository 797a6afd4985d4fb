module.exports = { ...require('../../jest.preset.js'), displayName: 'gateway-kit', rootDir: __dirname };

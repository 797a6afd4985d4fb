module.exports = { ...require('../../jest.preset.js'), displayName: 'secrets', rootDir: __dirname };

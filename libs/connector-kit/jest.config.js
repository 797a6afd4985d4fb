module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-kit', rootDir: __dirname };

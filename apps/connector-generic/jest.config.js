module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-generic', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-idefix', rootDir: __dirname };

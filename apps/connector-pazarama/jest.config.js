module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-pazarama', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-flo', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-n11', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-modanisa', rootDir: __dirname };

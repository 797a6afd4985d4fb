module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-mirakl', rootDir: __dirname };

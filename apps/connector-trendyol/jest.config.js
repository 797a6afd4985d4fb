module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-trendyol', rootDir: __dirname };

module.exports = { ...require('../../../jest.preset.js'), displayName: 'connector-trendyol-routes', rootDir: __dirname };

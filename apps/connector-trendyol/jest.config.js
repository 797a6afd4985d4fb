module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-trendyol', rootDir: __dirname, roots: ['<rootDir>/src'] };

module.exports = { ...require('../../jest.preset.js'), displayName: 'marketplaces', rootDir: __dirname };

module.exports = { ...require('../../../jest.preset.js'), displayName: 'connector-amazon-routes', rootDir: __dirname };

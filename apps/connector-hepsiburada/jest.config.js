module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-hepsiburada', rootDir: __dirname };

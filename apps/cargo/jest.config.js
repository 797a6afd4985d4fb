module.exports = { ...require('../../jest.preset.js'), displayName: 'cargo', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'third-party', rootDir: __dirname };

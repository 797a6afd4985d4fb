module.exports = { ...require('../../jest.preset.js'), displayName: 'background', rootDir: __dirname };

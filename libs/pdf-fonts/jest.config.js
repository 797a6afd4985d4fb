module.exports = { ...require('../../jest.preset.js'), displayName: 'pdf-fonts', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-ciceksepeti', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'simulators', rootDir: __dirname };

module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-ptt-avm', rootDir: __dirname };

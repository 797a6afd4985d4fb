module.exports = { ...require('../../jest.preset.js'), displayName: 'connector-amazon', rootDir: __dirname, roots: ['<rootDir>/src'] };

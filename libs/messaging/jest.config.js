// Its test and test:int targets run one file at a time (--runInBand, project.json): the
// broker-outage acceptance test stops RabbitMQ, which other suites here use. Not maxWorkers here,
// which `npm run test:unit` (every project in one run) would ignore with a warning.
module.exports = { ...require('../../jest.preset.js'), displayName: 'messaging', rootDir: __dirname };

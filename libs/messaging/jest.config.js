// One worker: the broker-outage acceptance test stops RabbitMQ, which other suites here use.
module.exports = { ...require('../../jest.preset.js'), displayName: 'messaging', rootDir: __dirname, maxWorkers: 1 };

// End-to-end specs start whole systems (processes on local PostgreSQL, RabbitMQ, NATS, Redis),
// two files at a time: most of a file's time is spent waiting on polls, batches and retries, not
// on the cores (one at a time took 34 min on two cores, two at a time 20 min; each system has
// its own database, broker namespace and ports, docs/testing.md).
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['**/*.e2e.spec.ts'],
  maxWorkers: 2,
  testTimeout: 30_000,
};

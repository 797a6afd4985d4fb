// End-to-end specs start whole systems (processes on local PostgreSQL, RabbitMQ, NATS, Redis):
// one file at a time, with time for a system to start.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['**/*.e2e.spec.ts'],
  maxWorkers: 1,
  testTimeout: 30_000,
};

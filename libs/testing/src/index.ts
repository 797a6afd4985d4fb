export * from './demo-users';
export * from './http';
export * from './https-receiver';
export * from './system';
export * from './test-certificates';
export { parseCreatedUser } from './cli-output';
export { uniqueEmail, uniqueIp, randomSuffix, randomSecret } from './unique';
export { LOCAL, createDatabase, dropDatabase, sweepTestLeftovers } from './local-services';
export { type RunningService, SERVICE_SHAPES, type ServiceShape, startService, type StartedShape } from './service-shapes';

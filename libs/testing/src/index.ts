export * from './demo-users';
export * from './http';
export * from './system';
export { parseCreatedUser } from './cli-output';
export { uniqueEmail, uniqueIp, randomSuffix, randomSecret } from './unique';
export { LOCAL, createDatabase, dropDatabase } from './local-services';
export { SERVICE_SHAPES, type ServiceShape, type StartedShape } from './service-shapes';

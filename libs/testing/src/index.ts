export * from './demo-users';
export * from './http';
export * from './system';
export { uniqueEmail, uniqueIp, randomSuffix, randomSecret } from './unique';

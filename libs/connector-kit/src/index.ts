export * from './answers';
export * from './connector';
export * from './http/marketplace-http-pool';
export * from './refusals';

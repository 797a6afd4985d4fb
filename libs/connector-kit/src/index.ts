export * from './connector';
export * from './http/marketplace-http';

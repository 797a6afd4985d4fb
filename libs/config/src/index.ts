export * from './base-config.schema';
export * from './config-error';
export * from './env-types';
export * from './load-config';
export * from './public-urls';
export * from './runtime-shape';
export * from './party-accounts';

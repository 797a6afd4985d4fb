export * from './context';
export * from './error-codes';
export * from './events';
export * from './ids';
export * from './public-events';
export * from './resources';
export * from './rpc';
export * from './jobs/jobs.contract';

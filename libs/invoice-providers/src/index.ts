export * from './invoice-provider';
export * from './pending-exports';

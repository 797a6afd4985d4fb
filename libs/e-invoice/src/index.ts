export * from './invoice-document';
export * from './pending-exports';

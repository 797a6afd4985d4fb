export * from './invoice-provider';

export * from './invoice-document';

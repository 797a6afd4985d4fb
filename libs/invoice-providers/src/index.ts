export * from './invoice-provider.port';
export * from './invoice-providers';
export * from './shared/provider-refusal';

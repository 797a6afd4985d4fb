export * from './invoice-provider.port';
export * from './invoice-providers';
export * from './invoice-provider-calls';
export * from './shared/provider-refusal';

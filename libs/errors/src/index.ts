export * from './domain-error';
export * from './envelope';
export * from './messages.tr';
export * from './request-id';
export * from './validation';

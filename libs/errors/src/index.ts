export * from './domain-error';
export * from './envelope';

export * from './request-id';
export * from './validation';

export * from './internal-server';
export * from './log-output';
export * from './logger';
export * from './metrics';
export * from './pino-nest-logger';
export * from './readiness';
export * from './request-context';

export * from './internal-port';
export * from './process-infrastructure';
export * from './process.module';
export * from './run-process';
export * from './transports';

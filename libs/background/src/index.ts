export * from './background.worker';
export * from './worker.decorator';
export * from './worker-runner';

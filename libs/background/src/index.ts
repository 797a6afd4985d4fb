export * from './background.worker';

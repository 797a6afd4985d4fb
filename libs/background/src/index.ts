export * from './background-worker';

export { upsSimulator } from './ups.simulator';

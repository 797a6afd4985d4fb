export { dhlSimulator } from './dhl.simulator';

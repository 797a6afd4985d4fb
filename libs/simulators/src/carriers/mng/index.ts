export { mngSimulator } from './mng.simulator';

import type { SimulatorFactory } from '../core/simulator';
import { createAmazonSimulator } from './amazon.simulator';

export const amazonSimulator: SimulatorFactory = createAmazonSimulator;
export { createAmazonSimulator };

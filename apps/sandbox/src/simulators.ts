import type { SandboxSettings, Simulator, SimulatorFactory } from './core/simulator';
import { amazonSimulator } from './simulators/amazon';
import { genericSimulators } from './simulators/generic';
import { hepsiburadaSimulator } from './simulators/hepsiburada';
import { n11Simulator } from './simulators/n11';
import { trendyolSimulator } from './simulators/trendyol';

/** Every third party the sandbox simulates; adding one is adding its factory here. */
export const SIMULATOR_FACTORIES: readonly SimulatorFactory[] = [trendyolSimulator, amazonSimulator, hepsiburadaSimulator, n11Simulator, genericSimulators];

export function createSimulators(settings: SandboxSettings): Simulator[] {
  return SIMULATOR_FACTORIES.flatMap((factory) => factory(settings));
}

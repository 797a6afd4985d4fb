import type { SandboxSettings, Simulator, SimulatorFactory } from './core/simulator';
import { amazonSimulator } from './amazon';
import { arasSimulator } from './carriers/aras/aras.simulator';
import { pttSimulator } from './carriers/ptt/ptt.simulator';
import { yurticiSimulator } from './carriers/yurtici/yurtici.simulator';
import { genericSimulators } from './generic';
import { hepsiburadaSimulator } from './hepsiburada';
import { n11Simulator } from './n11';
import { trendyolSimulator } from './trendyol';
import { dhlSimulator } from './carriers/dhl';
import { genericCarrierSimulators } from './carriers/generic';
import { mngSimulator } from './carriers/mng';
import { upsSimulator } from './carriers/ups';
import { nilveraSimulator } from './invoice-providers/nilvera/nilvera.simulator';
import { logoSimulator } from './invoice-providers/logo/logo.simulator';
import { parasutSimulator } from './invoice-providers/parasut/parasut.simulator';
import { uyumsoftSimulator } from './invoice-providers/uyumsoft/uyumsoft.simulator';

/** Every third party the sandbox simulates; adding one is adding its factory here. */
export const SIMULATOR_FACTORIES: readonly SimulatorFactory[] = [
  trendyolSimulator,
  amazonSimulator,
  hepsiburadaSimulator,
  n11Simulator,
  genericSimulators,
  yurticiSimulator,
  arasSimulator,
  pttSimulator,
  upsSimulator,
  dhlSimulator,
  mngSimulator,
  genericCarrierSimulators,
  nilveraSimulator,
  parasutSimulator,
  uyumsoftSimulator,
  logoSimulator,
];

export function createSimulators(settings: SandboxSettings): Simulator[] {
  return SIMULATOR_FACTORIES.flatMap((factory) => factory(settings));
}

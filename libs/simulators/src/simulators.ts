import type { SandboxSettings, Simulator, SimulatorFactory } from './core/simulator';
import { arasSimulator } from './carriers/aras/aras.simulator';
import { pttSimulator } from './carriers/ptt/ptt.simulator';
import { yurticiSimulator } from './carriers/yurtici/yurtici.simulator';
import { dhlSimulator } from './carriers/dhl';
import { genericCarrierSimulators } from './carriers/generic';
import { mngSimulator } from './carriers/mng';
import { upsSimulator } from './carriers/ups';
import { MARKETPLACE_SIMULATORS } from './marketplaces.generated';
import { nilveraSimulator } from './invoice-providers/nilvera/nilvera.simulator';
import { logoSimulator } from './invoice-providers/logo/logo.simulator';
import { parasutSimulator } from './invoice-providers/parasut/parasut.simulator';
import { uyumsoftSimulator } from './invoice-providers/uyumsoft/uyumsoft.simulator';

/**
 * Every third party the sandbox simulates: the marketplaces' follow the connector registry
 * (`npm run registry:generate`); a carrier or an invoice provider is added here.
 */
export const SIMULATOR_FACTORIES: readonly SimulatorFactory[] = [
  ...MARKETPLACE_SIMULATORS,
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

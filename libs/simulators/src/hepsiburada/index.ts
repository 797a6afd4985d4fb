import type { SimulatorFactory } from '../core/simulator';
import { stateBackedSimulator } from '../shared/state-backed.simulator';
import { hepsiburadaApi, hepsiburadaError } from './hepsiburada-api';
import { renderPackage } from './hepsiburada-shapes';

/** About 240 requests a minute per merchant (research §3.1). */
export const HB_RATE = { points: 240, durationSeconds: 60 };

export const hepsiburadaSimulator: SimulatorFactory = (settings) =>
  stateBackedSimulator({
    party: 'hepsiburada',
    settings,
    rate: HB_RATE,
    api: hepsiburadaApi,
    renderOrder: renderPackage,
    errorBody: hepsiburadaError,
  });

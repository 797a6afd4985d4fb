import type { SimulatorFactory } from '../core/simulator';
import { stateBackedSimulator } from '../shared/state-backed.simulator';
import { n11Api, n11ErrorBody } from './n11-api';
import { renderShipmentPackage } from './n11-shapes';

/** About 1000 requests a minute per app key (research §3.2). */
export const N11_RATE = { points: 1000, durationSeconds: 60 };

export const n11Simulator: SimulatorFactory = (settings) =>
  stateBackedSimulator({
    party: 'n11',
    settings,
    rate: N11_RATE,
    api: n11Api,
    renderOrder: renderShipmentPackage,
    errorBody: n11ErrorBody,
  });

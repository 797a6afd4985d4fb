import { marketplacesServedBy } from '@tezgah/contracts';
import type { SimulatorFactory } from '../core/simulator';
import { stateBackedSimulator } from '../shared/state-backed.simulator';
import { genericApi, genericErrorBody } from './generic-api';
import { renderGenericOrder } from './generic-shapes';

/** The protocol's documented budget: 300 requests a minute per API key. */
export const GENERIC_RATE = { points: 300, durationSeconds: 60 };

/** One simulator per marketplace the generic connector serves, each at `/<slug>/api/v1`. */
export const genericSimulator: SimulatorFactory = (settings) =>
  marketplacesServedBy('generic').map((marketplace) =>
    stateBackedSimulator({
      party: marketplace.slug,
      settings,
      rate: GENERIC_RATE,
      api: genericApi(`${marketplace.name} Mağazası`),
      renderOrder: renderGenericOrder,
      errorBody: genericErrorBody,
    }),
  );

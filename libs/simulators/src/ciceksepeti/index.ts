import type { SimulatorFactory } from '../core/simulator';
import { marketplaceControl } from '../shared/control.routes';
import { ciceksepetiApi } from './ciceksepeti-api';
import { cicekErrorBody } from './ciceksepeti-errors';
import { CallPacer } from './ciceksepeti-pacer';
import { renderControlOrder } from './ciceksepeti-shapes';
import { CicekState } from './ciceksepeti-state';

export { CS_LIMITS, CS_MAX } from './ciceksepeti-limits';

/** Çiçeksepeti's seller API at `/ciceksepeti/api/v1` (docs/simulators/ciceksepeti.md); the control API names accounts by API key. */
export const ciceksepetiSimulator: SimulatorFactory = (settings) => {
  const state = new CicekState(settings.batchCompleteMs);
  const pacer = new CallPacer();
  return {
    party: 'ciceksepeti',
    api: ciceksepetiApi(state, pacer),
    control: marketplaceControl(state.market, renderControlOrder(state)),
    errorBody: cicekErrorBody,
    reset: () => {
      state.reset();
      pacer.reset();
    },
  };
};

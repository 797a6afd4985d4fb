import { marketplacesServedBy } from '@tezgah/contracts';
import type { SimulatorFactory } from '../core/simulator';
import { marketplaceControl } from '../shared/control.routes';
import { MarketplaceState } from '../shared/seller-account';
import { type MiraklImports, miraklApi, MiraklThrottles } from './mirakl-api';
import { miraklError, renderOrder } from './mirakl-shapes';

export { MIRAKL_CALL_FREQUENCY, MIRAKL_MAX_PAGE, MIRAKL_OF24_MAX_OFFERS } from './mirakl-api';

/**
 * One simulator per Mirakl instance of the registry (Koçtaş first), each at `/<slug>/api/...`.
 * The control API names a shop by its API key (`seller`).
 */
export const miraklSimulator: SimulatorFactory = (settings) =>
  marketplacesServedBy('mirakl').map((instance) => {
    const state = new MarketplaceState(settings.batchCompleteMs);
    const throttles = new MiraklThrottles();
    const imports: MiraklImports = { next: 0, byId: new Map() };
    return {
      party: instance.slug,
      api: miraklApi(instance.name, state, imports, throttles),
      control: marketplaceControl(state, renderOrder),
      errorBody: miraklError,
      reset: () => {
        state.reset();
        throttles.reset();
        imports.next = 0;
        imports.byId.clear();
      },
    };
  });

// ptt-avm-stock: 10,000 SKUs' stock pushed by Tezgah's PttAVM connector to the PttAVM simulator
// (issue 36), every SKU confirmed by the simulator (lib/stock-bench.mjs). The floor's limits
// (docs/simulators/ptt-avm.md): 1000 items a stock-prices call (documented) at one call a second
// (the connector's pacing: PttAVM publishes no rate), each job read back by its tracking-result.
import { stockBench } from './lib/stock-bench.mjs';

export default stockBench('ptt-avm');

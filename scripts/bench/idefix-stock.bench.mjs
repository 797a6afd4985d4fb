// idefix-stock: 10,000 SKUs' stock pushed by Tezgah's Idefix connector to the Idefix simulator
// (issue 37), every SKU confirmed by the simulator (lib/stock-bench.mjs). The floor's limits
// (docs/simulators/idefix.md): 1000 items an inventory-upload at one upload a second (both ours:
// Idefix publishes neither), each batch read back by its batchRequestId (inventory-result).
import { stockBench } from './lib/stock-bench.mjs';

export default stockBench('idefix');

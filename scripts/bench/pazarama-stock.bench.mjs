// pazarama-stock: 10,000 SKUs' stock pushed by Tezgah's Pazarama connector to the Pazarama simulator
// (issue 37), every SKU confirmed by the simulator (lib/stock-bench.mjs). The floor's limits
// (docs/simulators/pazarama.md, documented): 3000 items an updateStock-v2, ten seconds between
// two stock calls of a seller, each batch read back by its lake projections (a token first).
import { stockBench } from './lib/stock-bench.mjs';

export default stockBench('pazarama');

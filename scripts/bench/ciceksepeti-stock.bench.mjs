// ciceksepeti-stock: 10,000 SKUs' stock pushed by Tezgah's Çiçeksepeti connector to the Çiçeksepeti
// simulator (issue 36), every SKU confirmed by the simulator (lib/stock-bench.mjs). The floor's
// limits (docs/simulators/ciceksepeti.md, documented): 200 items a price-and-stock request, one
// request a second, each batch read back by batch-status (five a second).
import { stockBench } from './lib/stock-bench.mjs';

export default stockBench('ciceksepeti');

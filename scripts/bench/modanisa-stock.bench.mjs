// modanisa-stock: 10,000 SKUs' stock pushed by Tezgah's Modanisa connector to the Modanisa simulator
// (issue 37), every SKU confirmed by the simulator (lib/stock-bench.mjs). The floor's limits
// (docs/simulators/modanisa.md): Modanisa documents neither, so the sandbox's 1000 items an
// updateProductStock at the connector's one call a second, each batch read back by getBatchRequest.
import { stockBench } from './lib/stock-bench.mjs';

export default stockBench('modanisa');

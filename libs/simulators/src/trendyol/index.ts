import type { FastifyInstance } from 'fastify';
import type { SandboxSettings, Simulator, SimulatorFactory } from '../core/simulator';
import { controlRoutes } from './control.routes';
import { invoiceLinkRoutes } from './invoice-links';
import { orderRoutes } from './order.routes';
import { packageUpdateRoutes } from './package-updates';
import { productRoutes } from './product.routes';
import { trendyolErrorBody } from './trendyol-errors';
import { TrendyolGate } from './trendyol-gate';
import { TrendyolMarketplace } from './trendyol-state';

/** Trendyol's Partner API under `/trendyol/integration/…` (decisions §14, research §1). */
class TrendyolSimulator implements Simulator {
  readonly party = 'trendyol';
  private readonly marketplace = new TrendyolMarketplace();
  private readonly gate = new TrendyolGate();

  constructor(private readonly settings: SandboxSettings) {}

  readonly api = async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', this.gate.check);
    await app.register(productRoutes(this.marketplace, () => this.settings.batchCompleteMs));
    await app.register(orderRoutes(this.marketplace));
    await app.register(packageUpdateRoutes(this.marketplace));
    await app.register(invoiceLinkRoutes(this.marketplace));
  };

  readonly control = async (app: FastifyInstance): Promise<void> => {
    await app.register(controlRoutes(this.marketplace));
  };

  reset(): void {
    this.marketplace.clear();
    this.gate.reset();
  }

  errorBody(status: number, message: string): unknown {
    return trendyolErrorBody(status, [{ key: status === 429 ? 'too.many.requests' : 'error', message }]);
  }
}

export const trendyolSimulator: SimulatorFactory = (settings) => new TrendyolSimulator(settings);

import type { FastifyInstance } from 'fastify';
import type { SandboxSettings, Simulator, SimulatorFactory } from '../core/simulator';
import { brandApplicationRoutes } from './brand-applications.routes';
import { campaignRoutes } from './campaigns.routes';
import { catalogRoutes } from './catalog.routes';
import { claimRoutes } from './claims.routes';
import { commonLabelRoutes } from './common-label.routes';
import { controlRoutes } from './control.routes';
import { invoiceLinkRoutes } from './invoice-links';
import { orderRoutes } from './order.routes';
import { packageUpdateRoutes } from './package-updates';
import { productRoutes } from './product.routes';
import { questionRoutes } from './questions.routes';
import { trendyolErrorBody } from './trendyol-errors';
import { TrendyolGate } from './trendyol-gate';
import { TrendyolMarketplace } from './trendyol-state';
import { unsuppliedRoutes } from './unsupplied.routes';
import { webhookRoutes } from './webhooks.routes';

/** Trendyol's Partner API under `/trendyol/integration/…` (decisions §14, research §1). */
class TrendyolSimulator implements Simulator {
  readonly party = 'trendyol';
  private readonly marketplace = new TrendyolMarketplace();
  private readonly gate = new TrendyolGate();

  constructor(private readonly settings: SandboxSettings) {}

  readonly api = async (app: FastifyInstance): Promise<void> => {
    app.addHook('onRequest', this.gate.check);
    const batchMs = () => this.settings.batchCompleteMs;
    const carrierStepMs = () => this.settings.trackingStepMs;
    await app.register(catalogRoutes(this.marketplace.brands));
    await app.register(productRoutes(this.marketplace, batchMs));
    await app.register(orderRoutes(this.marketplace));
    await app.register(packageUpdateRoutes(this.marketplace, carrierStepMs));
    await app.register(invoiceLinkRoutes(this.marketplace));
    await app.register(unsuppliedRoutes(this.marketplace));
    await app.register(claimRoutes(this.marketplace));
    await app.register(questionRoutes(this.marketplace));
    await app.register(campaignRoutes(this.marketplace));
    await app.register(brandApplicationRoutes(this.marketplace.brands));
    await app.register(webhookRoutes(this.marketplace));
    await app.register(commonLabelRoutes(this.marketplace, batchMs));
  };

  readonly control = async (app: FastifyInstance): Promise<void> => {
    await app.register(controlRoutes(this.marketplace, () => this.settings.trackingStepMs));
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

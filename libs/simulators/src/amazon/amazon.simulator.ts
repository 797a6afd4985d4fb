import { randomUUID } from 'node:crypto';
import type { Simulator, SandboxSettings } from '../core/simulator';
import type { AmazonContext } from './amazon-context';
import { AmazonState } from './amazon-state';
import { controlRoutes } from './control.routes';
import { feedsRoutes } from './feeds.routes';
import { listingsRoutes } from './listings.routes';
import { fbaRoutes } from './fba.routes';
import { lwaRoutes } from './lwa.routes';
import { messagingRoutes } from './messaging.routes';
import { mfnRoutes } from './mfn.routes';
import { pricingRoutes } from './pricing.routes';
import { reportsRoutes } from './reports.routes';
import { ordersRoutes } from './orders.routes';
import { sellersRoutes } from './sellers.routes';
import { spApiErrorBody } from './sp-api-errors';
import { spApiGuard } from './sp-api.guard';
import { TokenBuckets } from './token-buckets';

/** Amazon SP-API for Amazon.com.tr with Login with Amazon, under `/amazon` (decisions §14). */
export function createAmazonSimulator(settings: SandboxSettings): Simulator {
  const context: AmazonContext = { state: new AmazonState(), buckets: new TokenBuckets(), settings };
  const guard = spApiGuard(context);
  return {
    party: 'amazon',
    api: async (app) => {
      await app.register(lwaRoutes(context));
      await app.register(sellersRoutes(guard));
      await app.register(listingsRoutes(guard));
      await app.register(feedsRoutes(context, guard));
      await app.register(ordersRoutes(guard));
      await app.register(reportsRoutes(context, guard));
      await app.register(mfnRoutes(guard));
      await app.register(fbaRoutes(guard));
      await app.register(pricingRoutes(guard));
      await app.register(messagingRoutes(guard));
    },
    control: controlRoutes(context),
    errorBody: spApiErrorBody,
    // Amazon names every answer, refusals and unknown paths included.
    answerHeaders: () => ({ 'x-amzn-RequestId': randomUUID() }),
    reset: () => {
      context.state.reset();
      context.buckets.clear();
    },
  };
}

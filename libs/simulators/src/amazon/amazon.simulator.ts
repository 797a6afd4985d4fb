import { randomUUID } from 'node:crypto';
import type { Simulator, SandboxSettings } from '../core/simulator';
import type { AmazonContext } from './amazon-context';
import { AmazonState } from './amazon-state';
import { controlRoutes } from './control.routes';
import { feedsRoutes } from './feeds.routes';
import { listingsRoutes } from './listings.routes';
import { lwaRoutes } from './lwa.routes';
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
      app.addHook('onRequest', async (_request, reply) => {
        reply.header('x-amzn-RequestId', randomUUID());
      });
      await app.register(lwaRoutes(context));
      await app.register(sellersRoutes(guard));
      await app.register(listingsRoutes(guard));
      await app.register(feedsRoutes(context, guard));
      await app.register(ordersRoutes(guard));
    },
    control: controlRoutes(context),
    errorBody: spApiErrorBody,
    reset: () => {
      context.state.reset();
      context.buckets.clear();
    },
  };
}

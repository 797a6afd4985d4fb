import type { FastifyPluginAsync } from 'fastify';
import { TR_MARKETPLACE } from './amazon-marketplace';
import { accountOf, type spApiGuard } from './sp-api.guard';

/** Sellers v1: the marketplaces the seller takes part in (here Amazon.com.tr alone). */
export function sellersRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    app.get('/sellers/v1/marketplaceParticipations', guard('getMarketplaceParticipations'), async (request) => ({
      payload: [
        {
          marketplace: { ...TR_MARKETPLACE },
          participation: { isParticipating: true, hasSuspendedListings: false },
          storeName: accountOf(request).storeName,
        },
      ],
    }));
  };
}

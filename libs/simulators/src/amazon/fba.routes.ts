import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TR_MARKETPLACE } from './amazon-marketplace';
import { fbaEntry, inventorySummary } from './fba-inventory';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput } from './sp-api-errors';
import { csv, offsetOf, pageToken } from './sp-api.query';

const PAGE_SIZE = 50;

const summariesQuery = z.object({
  granularityType: z.literal('Marketplace'),
  granularityId: z.literal(TR_MARKETPLACE.id),
  marketplaceIds: z.literal(TR_MARKETPLACE.id),
  details: z.enum(['true', 'false']).default('false'),
  sellerSkus: z.string().optional(),
  sellerSku: z.string().optional(),
  nextToken: z.string().optional(),
});

const address = z.object({
  name: z.string().min(1).max(50),
  addressLine1: z.string().min(1).max(180),
  city: z.string().min(1).max(30),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  postalCode: z.string().min(1).max(32),
  phoneNumber: z.string().max(20).optional(),
});

/** createInboundPlan's body (Fulfillment Inbound 2024-03-20). */
const inboundPlan = z.object({
  destinationMarketplaces: z.array(z.string()).min(1).max(1),
  items: z
    .array(
      z.object({
        msku: z.string().min(1).max(40),
        quantity: z.number().int().min(1).max(10_000),
        labelOwner: z.enum(['AMAZON', 'SELLER', 'NONE']),
        prepOwner: z.enum(['AMAZON', 'SELLER', 'NONE']),
      }),
    )
    .min(1)
    .max(2000),
  sourceAddress: address,
  name: z.string().min(1).max(40).optional(),
});

const issue = (error: z.ZodError) => `${error.issues[0].path.join('.')}: ${error.issues[0].message}`;

/**
 * FBA: getInventorySummaries (FBA Inventory v1) over the seller's stock at Amazon's fulfilment
 * centres, and createInboundPlan (Fulfillment Inbound 2024-03-20), whose units show as inbound
 * working quantity until they ship.
 */
export function fbaRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    app.get('/fba/inventory/v1/summaries', guard('getInventorySummaries'), async (request, reply) => {
      const query = summariesQuery.safeParse(request.query);
      if (!query.success) return invalidInput(reply, issue(query.error));
      const skus = csv(query.data.sellerSkus);
      if (skus.length > 50) return invalidInput(reply, 'sellerSkus: at most 50 SKUs.');
      if (query.data.sellerSku) skus.push(query.data.sellerSku);
      const offset = query.data.nextToken === undefined ? 0 : offsetOf(query.data.nextToken);
      if (offset === null) return invalidInput(reply, 'nextToken is invalid.');
      const entries = [...accountOf(request).fbaInventory.values()]
        .filter((entry) => !skus.length || skus.includes(entry.sellerSku))
        .sort((a, b) => (a.sellerSku < b.sellerSku ? -1 : 1));
      const page = entries.slice(offset, offset + PAGE_SIZE);
      const more = offset + PAGE_SIZE < entries.length;
      return {
        payload: {
          granularity: { granularityType: 'Marketplace', granularityId: TR_MARKETPLACE.id },
          inventorySummaries: page.map((entry) => inventorySummary(entry, query.data.details === 'true')),
        },
        ...(more && { pagination: { nextToken: pageToken(offset + PAGE_SIZE) } }),
      };
    });

    app.post('/inbound/fba/2024-03-20/inboundPlans', guard('createInboundPlan'), async (request, reply) => {
      const body = inboundPlan.safeParse(request.body);
      if (!body.success) return invalidInput(reply, issue(body.error));
      if (body.data.destinationMarketplaces[0] !== TR_MARKETPLACE.id)
        return invalidInput(reply, 'destinationMarketplaces must name A33AVAJ2PDY3EV.');
      const account = accountOf(request);
      const unknown = body.data.items.find((item) => !account.listings.has(item.msku) && !account.fbaInventory.has(item.msku));
      if (unknown) return invalidInput(reply, `msku ${unknown.msku} is not a listing of this seller.`);
      const now = new Date().toISOString();
      for (const item of body.data.items) {
        const asin = account.listings.get(item.msku)?.asin ?? account.fbaInventory.get(item.msku)?.asin ?? '';
        const entry = fbaEntry(account, item.msku, asin);
        entry.inboundWorking += item.quantity;
        entry.lastUpdatedTime = now;
      }
      const inboundPlanId = `wf${randomUUID().replace(/-/g, '').slice(0, 36)}`;
      const operationId = randomUUID();
      account.inboundPlans.set(inboundPlanId, { inboundPlanId, ...body.data, status: 'ACTIVE', createdAt: now, operationId });
      return reply.code(202).send({ inboundPlanId, operationId });
    });
  };
}

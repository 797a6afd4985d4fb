import { Injectable } from '@nestjs/common';
import {
  AMAZON_MARKETPLACE_ID,
  type AmazonFbaInventoryItem,
  type AmazonFbaShipmentRequest,
  type AmazonFbaShipmentResult,
} from '@tezgah/contracts';
import { z } from 'zod';
import { AmazonSessions } from '../amazon-sessions';
import { expectSuccess } from '../amazon-answers';

/** getInventorySummaries takes at most 50 SKUs. */
const SKUS_PER_CALL = 50;

const summary = z
  .object({
    asin: z.string().optional(),
    fnSku: z.string().optional(),
    sellerSku: z.string(),
    inventoryDetails: z
      .object({
        fulfillableQuantity: z.number().optional(),
        inboundWorkingQuantity: z.number().optional(),
        inboundShippedQuantity: z.number().optional(),
        inboundReceivingQuantity: z.number().optional(),
        reservedQuantity: z.object({ totalReservedQuantity: z.number().optional() }).loose().optional(),
        researchingQuantity: z.object({ totalResearchingQuantity: z.number().optional() }).loose().optional(),
        unfulfillableQuantity: z.object({ totalUnfulfillableQuantity: z.number().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
const summariesAnswer = z.object({
  payload: z.object({ inventorySummaries: z.array(summary) }).loose(),
  pagination: z.object({ nextToken: z.string().optional() }).optional(),
});
const planAnswer = z.object({ inboundPlanId: z.string(), operationId: z.string() });

/** FBA: the stock at Amazon's fulfilment centres (FBA Inventory v1), and inbound shipments (Fulfillment Inbound 2024-03-20). */
@Injectable()
export class FbaService {
  constructor(private readonly sessions: AmazonSessions) {}

  async inventory(tenantId: string, sellerSkus: string[]): Promise<{ inventory: AmazonFbaInventoryItem[] }> {
    const { session } = await this.sessions.forTenant(tenantId);
    const inventory: AmazonFbaInventoryItem[] = [];
    const chunks = sellerSkus.length ? chunk(sellerSkus, SKUS_PER_CALL) : [[]];
    for (const skus of chunks) {
      let next: string | undefined;
      do {
        const query = {
          granularityType: 'Marketplace',
          granularityId: AMAZON_MARKETPLACE_ID,
          marketplaceIds: AMAZON_MARKETPLACE_ID,
          details: true,
          ...(skus.length && { sellerSkus: skus.join(',') }),
          ...(next && { nextToken: next }),
        };
        const response = await session.call({
          method: 'GET',
          path: '/fba/inventory/v1/summaries',
          operation: 'getInventorySummaries',
          query,
        });
        const answer = summariesAnswer.parse(expectSuccess(response, 'seller_skus', 'getInventorySummaries'));
        inventory.push(...answer.payload.inventorySummaries.map(view));
        next = answer.pagination?.nextToken;
      } while (next);
    }
    return { inventory };
  }

  async createShipment(tenantId: string, request: AmazonFbaShipmentRequest): Promise<AmazonFbaShipmentResult> {
    const { session } = await this.sessions.forTenant(tenantId);
    const from = request.ship_from;
    const body = {
      destinationMarketplaces: [AMAZON_MARKETPLACE_ID],
      ...(request.name && { name: request.name }),
      sourceAddress: {
        name: from.name,
        addressLine1: from.address_line_1,
        city: from.city,
        postalCode: from.postal_code,
        countryCode: from.country_code,
        ...(from.phone && { phoneNumber: from.phone }),
      },
      items: request.items.map((item) => ({
        msku: item.seller_sku,
        quantity: item.quantity,
        labelOwner: item.label_owner ?? 'SELLER',
        prepOwner: item.prep_owner ?? 'NONE',
      })),
    };
    const response = await session.call({
      method: 'POST',
      path: '/inbound/fba/2024-03-20/inboundPlans',
      operation: 'createInboundPlan',
      body,
    });
    const plan = planAnswer.parse(expectSuccess(response, 'items', 'createInboundPlan'));
    return {
      inbound_plan_id: plan.inboundPlanId,
      operation_id: plan.operationId,
      status: 'created',
      items: request.items.map((item) => ({ seller_sku: item.seller_sku, quantity: item.quantity })),
    };
  }
}

function view(entry: z.infer<typeof summary>): AmazonFbaInventoryItem {
  const details = entry.inventoryDetails;
  return {
    seller_sku: entry.sellerSku,
    fnsku: entry.fnSku ?? '',
    asin: entry.asin ?? '',
    fulfillable_quantity: details?.fulfillableQuantity ?? 0,
    inbound_working: details?.inboundWorkingQuantity ?? 0,
    inbound_shipped: details?.inboundShippedQuantity ?? 0,
    inbound_receiving: details?.inboundReceivingQuantity ?? 0,
    reserved_quantity: details?.reservedQuantity?.totalReservedQuantity ?? 0,
    researching_quantity: details?.researchingQuantity?.totalResearchingQuantity ?? 0,
    unfulfillable_quantity: details?.unfulfillableQuantity?.totalUnfulfillableQuantity ?? 0,
  };
}

function chunk<T>(values: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < values.length; i += size) chunks.push(values.slice(i, i + size));
  return chunks;
}

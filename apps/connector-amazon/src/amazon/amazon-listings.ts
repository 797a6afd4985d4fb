import type { MarketplaceListing } from '@tezgah/connector-kit';
import { z } from 'zod';
import { TR_MARKETPLACE_ID } from './amazon-endpoints';
import type { SpApiSession } from './sp-api-session';

/** searchListingsItems' largest page (Listings 2021-08-01). */
const PAGE_SIZE = 20;

const listingsItem = z.object({
  sku: z.string(),
  summaries: z
    .array(
      z
        .object({
          marketplaceId: z.string(),
          asin: z.string().optional(),
          itemName: z.string().optional(),
          status: z.array(z.string()).default([]),
        })
        .loose(),
    )
    .default([]),
  fulfillmentAvailability: z
    .array(z.object({ fulfillmentChannelCode: z.string(), quantity: z.number().int().optional() }).loose())
    .default([]),
  offers: z
    .array(
      z
        .object({
          marketplaceId: z.string(),
          offerType: z.string().optional(),
          price: z.object({ amount: z.union([z.string(), z.number()]) }).loose(),
        })
        .loose(),
    )
    .default([]),
});

const searchAnswer = z.object({ pagination: z.object({ nextToken: z.string().optional() }).optional(), items: z.array(listingsItem) });

/** One page of the seller's listings in SKU order, so that pages stay stable while stock changes. */
export async function amazonListingsPage(
  session: SpApiSession,
  pageToken: string | undefined,
): Promise<{ listings: MarketplaceListing[]; next?: string }> {
  const answer = searchAnswer.parse(
    await session.json({
      method: 'GET',
      path: `/listings/2021-08-01/items/${encodeURIComponent(session.grant.sellerId)}`,
      operation: 'searchListingsItems',
      query: {
        marketplaceIds: TR_MARKETPLACE_ID,
        includedData: 'summaries,fulfillmentAvailability,offers',
        pageSize: PAGE_SIZE,
        sortBy: 'sku',
        sortOrder: 'ASC',
        pageToken,
      },
    }),
  );
  return { listings: answer.items.map(toListing), next: answer.pagination?.nextToken };
}

function toListing(item: z.infer<typeof listingsItem>): MarketplaceListing {
  const summary = item.summaries.find((s) => s.marketplaceId === TR_MARKETPLACE_ID);
  const offer = item.offers.find((o) => o.marketplaceId === TR_MARKETPLACE_ID && o.offerType !== 'B2B');
  const price = offer ? Number(offer.price.amount) : NaN;
  return {
    sku: item.sku,
    barcode: null,
    listing_id: summary?.asin ?? item.sku,
    title: summary?.itemName ?? null,
    quantity: item.fulfillmentAvailability.find((f) => f.fulfillmentChannelCode === 'DEFAULT')?.quantity ?? 0,
    price: Number.isFinite(price) ? price : null,
    status: listingStatus(summary?.status ?? []),
  };
}

/** BUYABLE is what a seller calls active; a listing shoppers can only see, or not even that, keeps Amazon's word. */
function listingStatus(statuses: string[]): string {
  if (statuses.includes('BUYABLE')) return 'active';
  return statuses.includes('DISCOVERABLE') ? 'discoverable' : 'inactive';
}

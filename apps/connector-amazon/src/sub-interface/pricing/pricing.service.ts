import { Injectable } from '@nestjs/common';
import { AMAZON_MARKETPLACE_ID, type AmazonCompetitionItem, MARKETPLACE_ENVIRONMENT_NAMES_TR } from '@tezgah/contracts';
import { z } from 'zod';
import { AmazonSessions } from '../amazon-sessions';
import { amazonRule, expectSuccess } from '../amazon-answers';

/** getCompetitivePricing takes at most 20 SKUs. */
const SKUS_PER_CALL = 20;

const price = z.object({ ListingPrice: z.object({ Amount: z.number() }).loose() }).loose();
const pricingAnswer = z.object({
  payload: z.array(
    z
      .object({
        status: z.string(),
        SellerSKU: z.string().optional(),
        Product: z
          .object({
            Identifiers: z.object({ MarketplaceASIN: z.object({ ASIN: z.string() }).loose() }).loose(),
            CompetitivePricing: z
              .object({
                CompetitivePrices: z.array(
                  z
                    .object({
                      CompetitivePriceId: z.string(),
                      Price: price,
                      condition: z.string().optional(),
                      belongsToRequester: z.boolean().optional(),
                    })
                    .loose(),
                ),
                NumberOfOfferListings: z.array(z.object({ Count: z.number(), condition: z.string() }).loose()),
              })
              .loose()
              .optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  ),
});

/**
 * `GET /marketplaces/amazon/pricing/competition`: Product Pricing v0 getCompetitivePricing, whose
 * buy box data Amazon gives in production only: any other environment is 422 (decisions §5)
 * before Amazon is asked. Buy box prices are `CompetitivePriceId` 1 (new) and 2 (used).
 */
@Injectable()
export class PricingService {
  constructor(private readonly sessions: AmazonSessions) {}

  async competition(tenantId: string, sellerSkus: string[]): Promise<{ items: AmazonCompetitionItem[] }> {
    const { session, handle } = await this.sessions.forTenant(tenantId);
    if (handle.config.environment !== 'production') {
      const environment = handle.config.environment === 'sandbox' ? 'sandbox' : MARKETPLACE_ENVIRONMENT_NAMES_TR[handle.config.environment];
      throw amazonRule('environment', 'amazon_pricing_production_only', { environment });
    }
    const items: AmazonCompetitionItem[] = [];
    for (let i = 0; i < sellerSkus.length; i += SKUS_PER_CALL) {
      const skus = sellerSkus.slice(i, i + SKUS_PER_CALL);
      const query = { MarketplaceId: AMAZON_MARKETPLACE_ID, ItemType: 'Sku', Skus: skus.join(',') };
      const response = await session.call({
        method: 'GET',
        path: '/products/pricing/v0/competitivePrice',
        operation: 'getCompetitivePricing',
        query,
      });
      const { payload } = pricingAnswer.parse(expectSuccess(response, 'seller_skus', 'getCompetitivePricing'));
      items.push(...payload.map((entry, index) => view(entry, skus[index])));
    }
    return { items };
  }
}

function view(entry: z.infer<typeof pricingAnswer>['payload'][number], sku: string): AmazonCompetitionItem {
  const pricing = entry.Product?.CompetitivePricing;
  const buyBox = (id: string) => pricing?.CompetitivePrices.find((candidate) => candidate.CompetitivePriceId === id);
  const offers = (condition: string) => pricing?.NumberOfOfferListings.find((count) => count.condition === condition)?.Count ?? 0;
  const mine = buyBox('1')?.belongsToRequester ?? false;
  return {
    seller_sku: entry.SellerSKU ?? sku,
    asin: entry.Product?.Identifiers.MarketplaceASIN.ASIN || null,
    buy_box_winner: mine,
    your_price: mine ? (buyBox('1')?.Price.ListingPrice.Amount ?? null) : null,
    lowest_price_new: buyBox('1')?.Price.ListingPrice.Amount ?? null,
    lowest_price_used: buyBox('2')?.Price.ListingPrice.Amount ?? null,
    // The other sellers' offers: every new and used offer but the seller's own.
    competitor_count: Math.max(0, offers('New') + offers('Used') - (entry.status === 'Success' ? 1 : 0)),
  };
}

import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TR_MARKETPLACE } from './amazon-marketplace';
import type { SimListing } from './amazon-state';
import { accountOf, type spApiGuard } from './sp-api.guard';
import { invalidInput } from './sp-api-errors';
import { csv } from './sp-api.query';

const query = z.object({
  MarketplaceId: z.literal(TR_MARKETPLACE.id),
  ItemType: z.enum(['Asin', 'Sku']),
  Asins: z.string().optional(),
  Skus: z.string().optional(),
  CustomerType: z.enum(['Consumer', 'Business']).optional(),
});

const money = (amount: number) => ({ CurrencyCode: TR_MARKETPLACE.defaultCurrencyCode, Amount: Math.round(amount * 100) / 100 });

/** The other sellers of an ASIN: a stable number from 0 to 6 and a price around the seller's own. */
function competition(asin: string, ownPrice: number | null) {
  const hash = createHash('sha1').update(asin).digest();
  const competitors = hash[0] % 7;
  const reference = ownPrice ?? 100 + (hash[1] % 400);
  const lowestNew = Math.round(reference * (0.9 + (hash[2] % 20) / 100) * 100) / 100;
  return { competitors, lowestNew, lowestUsed: Math.round(lowestNew * 0.7 * 100) / 100 };
}

function competitivePrice(id: '1' | '2', amount: number, condition: 'New' | 'Used', mine: boolean) {
  return {
    CompetitivePriceId: id,
    Price: { LandedPrice: money(amount), ListingPrice: money(amount), Shipping: money(0) },
    condition,
    belongsToRequester: mine,
  };
}

/**
 * Product Pricing v0 getCompetitivePricing (research §2.7): the buy box prices of each item
 * (`CompetitivePriceId` 1 new, 2 used) and the number of offers. Amazon answers it in production
 * only; Tezgah refuses it elsewhere before calling (decisions §5), so the sandbox stands for production here.
 */
export function pricingRoutes(guard: ReturnType<typeof spApiGuard>): FastifyPluginAsync {
  return async (app) => {
    app.get('/products/pricing/v0/competitivePrice', guard('getCompetitivePricing'), async (request, reply) => {
      const parsed = query.safeParse(request.query);
      if (!parsed.success) return invalidInput(reply, `${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`);
      const bySku = parsed.data.ItemType === 'Sku';
      const ids = csv(bySku ? parsed.data.Skus : parsed.data.Asins);
      if (!ids.length || ids.length > 20) return invalidInput(reply, `${bySku ? 'Skus' : 'Asins'}: from 1 to 20 identifiers.`);
      const account = accountOf(request);
      const listings = [...account.listings.values()];
      return {
        payload: ids.map((id) => {
          const listing: SimListing | undefined = bySku ? account.listings.get(id) : listings.find((candidate) => candidate.asin === id);
          if (!listing && bySku)
            return { status: 'ClientError', SellerSKU: id, Product: { Identifiers: identifiers(account.sellerId, id, '') } };
          const asin = listing?.asin ?? id;
          const { competitors, lowestNew, lowestUsed } = competition(asin, listing?.price ?? null);
          const mine = listing?.price !== null && listing?.price !== undefined && listing.price <= lowestNew;
          const buyBox = mine && listing?.price !== null && listing?.price !== undefined ? listing.price : lowestNew;
          return {
            status: 'Success',
            ...(bySku ? { SellerSKU: id } : { ASIN: id }),
            Product: {
              Identifiers: identifiers(account.sellerId, bySku ? id : undefined, asin),
              CompetitivePricing: {
                CompetitivePrices: [competitivePrice('1', buyBox, 'New', mine), competitivePrice('2', lowestUsed, 'Used', false)],
                NumberOfOfferListings: [
                  { Count: competitors + (listing ? 1 : 0), condition: 'New' },
                  { Count: Math.floor(competitors / 2), condition: 'Used' },
                ],
              },
            },
          };
        }),
      };
    });
  };
}

function identifiers(sellerId: string, sku: string | undefined, asin: string) {
  return {
    MarketplaceASIN: { MarketplaceId: TR_MARKETPLACE.id, ASIN: asin },
    ...(sku !== undefined && { SKUIdentifier: { MarketplaceId: TR_MARKETPLACE.id, SellerId: sellerId, SellerSKU: sku } }),
  };
}

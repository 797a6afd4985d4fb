import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTrendyolError } from './trendyol-errors';
import { pageOf, parseOr400, queryInt } from './trendyol.query';
import type { Campaign, SellerAccount, TrendyolMarketplace } from './trendyol-state';

const listQuerySchema = z.object({ page: queryInt(0, 100_000).default(0), size: queryInt(1, 1000).default(50) });
const productsSchema = z.object({
  items: z
    .array(z.object({ barcode: z.string().min(1).max(40), campaignPrice: z.number().positive() }))
    .min(1)
    .max(1000),
});

type CampaignParams = { Params: { sellerId: string; campaignId: string } };
type Failure = { key: string; message: string };

/** A campaign as the seller sees it, with how many of its own products are in it. */
function campaignContent(campaign: Campaign, supplierId: string) {
  return {
    id: campaign.id,
    name: campaign.name,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    minDiscountRate: campaign.minDiscountRate,
    commissionBonusRate: campaign.commissionBonusRate,
    productCount: campaign.products.get(supplierId)?.size ?? 0,
  };
}

/**
 * The seller's side of marketplace campaigns, UNVERIFIED (Trendyol's Partner API documents none;
 * research §1): campaigns not yet ended, one campaign, and joining one with a campaign price per
 * product. Each item is judged alone: the barcode must be an approved product of the seller, and
 * its campaign price at least `minDiscountRate` percent under the product's sale price.
 */
export function campaignRoutes(marketplace: TrendyolMarketplace) {
  const find = (id: string) => marketplace.campaigns.find((campaign) => String(campaign.id) === id);

  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { sellerId: string } }>('/integration/promotion/sellers/:sellerId/campaigns', async (request, reply) => {
      const query = await parseOr400(listQuerySchema, request.query, reply);
      if (!query) return reply;
      const now = Date.now();
      const open = marketplace.campaigns.filter((campaign) => campaign.endDate > now);
      const page = pageOf(open, query.page, query.size);
      return { ...page, content: page.content.map((campaign) => campaignContent(campaign, request.params.sellerId)) };
    });

    app.get<CampaignParams>('/integration/promotion/sellers/:sellerId/campaigns/:campaignId', async (request, reply) => {
      const campaign = find(request.params.campaignId);
      if (!campaign) return sendTrendyolError(reply, 404, 'campaign.not.found', 'Kampanya bulunamadı.');
      return campaignContent(campaign, request.params.sellerId);
    });

    app.post<CampaignParams>('/integration/promotion/sellers/:sellerId/campaigns/:campaignId/products', async (request, reply) => {
      const body = await parseOr400(productsSchema, request.body, reply);
      if (!body) return reply;
      const campaign = find(request.params.campaignId);
      if (!campaign) return sendTrendyolError(reply, 404, 'campaign.not.found', 'Kampanya bulunamadı.');
      const now = Date.now();
      if (campaign.endDate <= now) return sendTrendyolError(reply, 400, 'campaign.ended', 'Kampanya sona erdi; ürün eklenemez.');
      const account = marketplace.account(request.params.sellerId, now);
      const joined = campaign.products.get(account.supplierId) ?? new Map<string, number>();
      campaign.products.set(account.supplierId, joined);
      const items = body.items.map((item) => {
        const failureReasons = campaignFailures(account, campaign, item);
        if (!failureReasons.length) joined.set(item.barcode, item.campaignPrice);
        return { ...item, status: failureReasons.length ? 'FAILED' : 'SUCCESS', failureReasons };
      });
      return { campaignId: campaign.id, items };
    });
  };
}

function campaignFailures(account: SellerAccount, campaign: Campaign, item: { barcode: string; campaignPrice: number }): Failure[] {
  const listing = account.listings.get(item.barcode);
  if (!listing || !listing.approved || listing.archived)
    return [{ key: 'campaign.product.not.approved', message: 'Ürün bulunamadı veya onaylı değil; kampanyaya eklenemez.' }];
  // In kuruş, so that a price exactly at the least discount is taken.
  const ceiling = Math.floor(listing.salePrice * (100 - campaign.minDiscountRate) + 1e-6);
  if (Math.round(item.campaignPrice * 100) > ceiling)
    return [
      {
        key: 'campaign.price.discount.insufficient',
        message: `Kampanya fiyatı satış fiyatından (${listing.salePrice}) en az %${campaign.minDiscountRate} düşük olmalıdır.`,
      },
    ];
  return [];
}

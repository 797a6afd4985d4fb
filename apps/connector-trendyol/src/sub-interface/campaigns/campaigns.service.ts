import { Injectable } from '@nestjs/common';
import {
  type FieldMessageCode,
  fieldMessage,
  type RequestContext,
  type TrendyolCampaign,
  type TrendyolCampaignItem,
  type TrendyolCampaignItemsResult,
  type TrendyolItemRejection,
} from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import { answerError } from '../../trendyol/trendyol-api';
import { refusal, takeWrite, TrendyolSessions } from '../trendyol-session';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';

const campaignSchema = z.object({
  id: z.number(),
  name: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  minDiscountRate: z.number(),
  commissionBonusRate: z.number(),
});
const pageSchema = z.object({ totalPages: z.number(), content: z.array(campaignSchema) });
const joinedSchema = z.object({
  items: z.array(z.object({ status: z.string(), failureReasons: z.array(z.object({ key: z.string(), message: z.string() })).nullish() })),
});
const PAGE_SIZE = 200;
/** Trendyol's reasons for refusing an item: the field it names and our wording. */
const FAILURES: Record<string, { field: string; code: FieldMessageCode }> = {
  'campaign.product.not.approved': { field: 'barcode', code: 'trendyol_campaign_product_unapproved' },
  'campaign.price.discount.insufficient': { field: 'campaign_price', code: 'trendyol_campaign_discount' },
};

/**
 * `GET /marketplaces/trendyol/campaigns` and `POST …/campaigns/{id}/items` over Trendyol's campaign
 * service (UNVERIFIED: the Partner API documents none; docs/marketplaces.md). Joining is judged
 * per item, by Tezgah (a barcode repeated) and by Trendyol (an approved product of the seller, the
 * campaign's least discount); an ended or unknown campaign refuses the whole request.
 */
@Injectable()
export class CampaignsService {
  constructor(private readonly sessions: TrendyolSessions) {}

  async list(ctx: RequestContext): Promise<{ campaigns: TrendyolCampaign[] }> {
    const { api } = await this.sessions.open(ctx);
    const campaigns: TrendyolCampaign[] = [];
    for (let page = 0; ; page++) {
      const answer = await api.read(pageSchema, OP.getCampaigns, '/promotion/sellers/{sellerId}/campaigns', { page, size: PAGE_SIZE });
      campaigns.push(...answer.content.map(campaignOf));
      if (page + 1 >= answer.totalPages) return { campaigns };
    }
  }

  async addItems(
    request: { campaign_id: number; items: TrendyolCampaignItem[] },
    ctx: RequestContext,
  ): Promise<TrendyolCampaignItemsResult> {
    const { api } = await this.sessions.open(ctx);
    const path = `/promotion/sellers/{sellerId}/campaigns/${request.campaign_id}`;
    const found = await api.send(OP.getCampaign, 'GET', path);
    if (found.status === 404) throw new DomainError('resource.not_found');
    const campaign = found.status === 200 ? campaignSchema.safeParse(found.body) : null;
    if (!campaign?.success) throw answerError(OP.getCampaign, found);
    if (campaign.data.endDate <= Date.now())
      throw refusal('campaign_id', 'trendyol_campaign_ended', { ends_at: new Date(campaign.data.endDate).toISOString() });

    const rejections: TrendyolItemRejection[] = [];
    const reject = (index: number, field: string, code: FieldMessageCode, params?: Record<string, string | number>) =>
      rejections.push({
        index,
        barcode: request.items[index].barcode,
        field: `items[${index}].${field}`,
        code,
        reason: fieldMessage(code, params),
      });
    const seen = new Set<string>();
    const sent: number[] = [];
    request.items.forEach((item, index) => {
      if (seen.has(item.barcode)) reject(index, 'barcode', 'trendyol_barcode_repeated');
      else sent.push(index);
      seen.add(item.barcode);
    });
    if (sent.length) {
      const items = sent.map((index) => ({ barcode: request.items[index].barcode, campaignPrice: request.items[index].campaign_price }));
      const response = await api.send(OP.addCampaignProducts, 'POST', `${path}/products`, { body: { items } });
      takeWrite(OP.addCampaignProducts, response, 'campaign_id');
      const joined = joinedSchema.safeParse(response.body);
      if (!joined.success || joined.data.items.length !== sent.length) throw answerError(OP.addCampaignProducts, response);
      joined.data.items.forEach((outcome, position) => {
        if (outcome.status === 'SUCCESS') return;
        const failure = outcome.failureReasons?.[0];
        const known = failure && FAILURES[failure.key];
        if (known) reject(sent[position], known.field, known.code, { min_discount: campaign.data.minDiscountRate });
        else reject(sent[position], 'barcode', 'trendyol_refused', { reason: failure?.message ?? outcome.status });
      });
    }
    rejections.sort((a, b) => a.index - b.index);
    return {
      campaign_id: request.campaign_id,
      accepted_count: request.items.length - rejections.length,
      rejected_count: rejections.length,
      rejections,
    };
  }
}

function campaignOf(campaign: z.infer<typeof campaignSchema>): TrendyolCampaign {
  return {
    campaign_id: campaign.id,
    name: campaign.name,
    starts_at: new Date(campaign.startDate).toISOString(),
    ends_at: new Date(campaign.endDate).toISOString(),
    min_discount: campaign.minDiscountRate,
    commission_bonus: campaign.commissionBonusRate,
  };
}

import { answer, CTX, fakeTrendyol, refused } from '../../../test/trendyol.fakes';
import { CampaignsService } from './campaigns.service';

const DAY_MS = 86_400_000;
const campaign = (endDate = Date.now() + 7 * DAY_MS) => ({
  id: 7,
  name: 'Bahar İndirimi',
  startDate: Date.parse('2026-03-01T00:00:00Z'),
  endDate,
  minDiscountRate: 10,
  commissionBonusRate: 2,
});

describe('CampaignsService', () => {
  function setUp() {
    const trendyol = fakeTrendyol();
    return { trendyol, service: new CampaignsService(trendyol.sessions) };
  }

  it('lists every page of campaigns in the spec’s shape', async () => {
    const { trendyol, service } = setUp();
    const ends = Date.parse('2026-03-20T00:00:00Z');
    trendyol.on('getCampaigns', answer(200, { totalPages: 2, content: [campaign(ends)] }), answer(200, { totalPages: 2, content: [] }));
    const { campaigns } = await service.list(CTX);
    expect(trendyol.calls('getCampaigns').map((call) => call.query?.page)).toEqual([0, 1]);
    expect(campaigns).toEqual([
      {
        campaign_id: 7,
        name: 'Bahar İndirimi',
        starts_at: '2026-03-01T00:00:00.000Z',
        ends_at: '2026-03-20T00:00:00.000Z',
        min_discount: 10,
        commission_bonus: 2,
      },
    ]);
  });

  it("joins items, refusing a repeated barcode itself and Trendyol's refusals per item in our words", async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getCampaign', answer(200, campaign()));
    trendyol.on(
      'addCampaignProducts',
      answer(200, {
        items: [
          { status: 'SUCCESS' },
          { status: 'FAILED', failureReasons: [{ key: 'campaign.price.discount.insufficient', message: 'x' }] },
          { status: 'FAILED', failureReasons: [{ key: 'other', message: 'Ürün satışta değil' }] },
        ],
      }),
    );
    const result = await service.addItems(
      {
        campaign_id: 7,
        items: [
          { barcode: 'A', campaign_price: 80 },
          { barcode: 'A', campaign_price: 70 },
          { barcode: 'B', campaign_price: 99 },
          { barcode: 'C', campaign_price: 50 },
        ],
      },
      CTX,
    );
    expect(trendyol.calls('addCampaignProducts')[0].body).toEqual({
      items: [
        { barcode: 'A', campaignPrice: 80 },
        { barcode: 'B', campaignPrice: 99 },
        { barcode: 'C', campaignPrice: 50 },
      ],
    });
    expect(result).toMatchObject({ campaign_id: 7, accepted_count: 1, rejected_count: 3 });
    expect(result.rejections.map((r) => [r.index, r.field, r.code])).toEqual([
      [1, 'items[1].barcode', 'trendyol_barcode_repeated'],
      [2, 'items[2].campaign_price', 'trendyol_campaign_discount'],
      [3, 'items[3].barcode', 'trendyol_refused'],
    ]);
    expect(result.rejections[2].reason).toContain('Ürün satışta değil');
  });

  it('refuses an ended campaign and answers an unknown one 404, sending no item', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getCampaign', answer(200, campaign(Date.now() - DAY_MS)), answer(404));
    const request = { campaign_id: 7, items: [{ barcode: 'A', campaign_price: 80 }] };
    await expect(service.addItems(request, CTX)).rejects.toMatchObject({
      details: { campaign_id: [expect.objectContaining({ code: 'trendyol_campaign_ended' })] },
    });
    await expect(service.addItems(request, CTX)).rejects.toMatchObject({ code: 'resource.not_found' });
    expect(trendyol.calls('addCampaignProducts')).toEqual([]);
  });

  it('takes a refused request as 422 and an answer not item for item as a bad gateway', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getCampaign', answer(200, campaign()));
    trendyol.on('addCampaignProducts', refused('Kampanya dolu'), answer(200, { items: [] }));
    const request = { campaign_id: 7, items: [{ barcode: 'A', campaign_price: 80 }] };
    await expect(service.addItems(request, CTX)).rejects.toMatchObject({
      code: 'business.invalid',
      details: { campaign_id: [expect.objectContaining({ message: expect.stringContaining('Kampanya dolu') })] },
    });
    await expect(service.addItems(request, CTX)).rejects.toMatchObject({ code: 'marketplace.unreachable' });
  });
});

import { answer, fakeSession, fakeSessions } from '../../../test/sub-interface.fakes';
import { PricingService } from './pricing.service';

describe('PricingService', () => {
  it('refuses outside production without asking Amazon (decisions §5)', async () => {
    const session = fakeSession();
    for (const environment of ['sandbox', 'stage'] as const) {
      await expect(new PricingService(fakeSessions(session, environment)).competition('t1', ['S-1'])).rejects.toMatchObject({
        code: 'business.invalid',
        details: { environment: [expect.objectContaining({ code: 'amazon_pricing_production_only' })] },
      });
    }
    expect(session.call).not.toHaveBeenCalled();
  });

  it('reads the buy box (1 new, 2 used) and the other offers in production, 20 SKUs a call', async () => {
    const session = fakeSession();
    const entry = (sku: string, mine: boolean) => ({
      status: 'Success',
      SellerSKU: sku,
      Product: {
        Identifiers: { MarketplaceASIN: { MarketplaceId: 'A33AVAJ2PDY3EV', ASIN: 'B0TEZGAH001' } },
        CompetitivePricing: {
          CompetitivePrices: [
            { CompetitivePriceId: '1', Price: { ListingPrice: { Amount: 99 } }, belongsToRequester: mine },
            { CompetitivePriceId: '2', Price: { ListingPrice: { Amount: 70 } } },
          ],
          NumberOfOfferListings: [
            { Count: 3, condition: 'New' },
            { Count: 1, condition: 'Used' },
          ],
        },
      },
    });
    session.call.mockImplementation(async (call) =>
      answer(200, {
        payload: String(call.query?.['Skus'])
          .split(',')
          .map((sku, i) => entry(sku, i === 0)),
      }),
    );
    const skus = Array.from({ length: 21 }, (_, i) => `S-${i}`);
    const { items } = await new PricingService(fakeSessions(session, 'production')).competition('t1', skus);
    expect(session.call).toHaveBeenCalledTimes(2);
    expect(items).toHaveLength(21);
    expect(items[0]).toEqual({
      seller_sku: 'S-0',
      asin: 'B0TEZGAH001',
      buy_box_winner: true,
      your_price: 99,
      lowest_price_new: 99,
      lowest_price_used: 70,
      competitor_count: 3,
    });
    expect(items[1]).toMatchObject({ buy_box_winner: false, your_price: null });
  });
});

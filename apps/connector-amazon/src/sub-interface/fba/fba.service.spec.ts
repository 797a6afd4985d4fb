import { answer, fakeSession, fakeSessions } from '../../../test/sub-interface.fakes';
import { FbaService } from './fba.service';

const summaries = (skus: string[], nextToken?: string) =>
  answer(200, {
    payload: {
      inventorySummaries: skus.map((sellerSku) => ({ sellerSku, asin: 'B0TEZGAH001', inventoryDetails: { fulfillableQuantity: 4 } })),
    },
    ...(nextToken && { pagination: { nextToken } }),
  });

describe('FbaService', () => {
  function setUp() {
    const session = fakeSession();
    return { session, service: new FbaService(fakeSessions(session)) };
  }

  it('asks for at most 50 SKUs a call and follows each call’s pages, every quantity 0 unless Amazon says', async () => {
    const { session, service } = setUp();
    const skus = Array.from({ length: 51 }, (_, i) => `S-${i}`);
    session.call
      .mockResolvedValueOnce(summaries(['S-0'], 'page-2'))
      .mockResolvedValueOnce(summaries(['S-1']))
      .mockResolvedValueOnce(summaries(['S-50']));
    const { inventory } = await service.inventory('t1', skus);
    const queries = session.call.mock.calls.map(([call]) => call.query as Record<string, unknown>);
    expect(queries.map((query) => [String(query.sellerSkus).split(',').length, query.nextToken])).toEqual([
      [50, undefined],
      [50, 'page-2'],
      [1, undefined],
    ]);
    expect(inventory.map((item) => item.seller_sku)).toEqual(['S-0', 'S-1', 'S-50']);
    expect(inventory[0]).toEqual({
      seller_sku: 'S-0',
      fnsku: '',
      asin: 'B0TEZGAH001',
      fulfillable_quantity: 4,
      inbound_working: 0,
      inbound_shipped: 0,
      inbound_receiving: 0,
      reserved_quantity: 0,
      researching_quantity: 0,
      unfulfillable_quantity: 0,
    });
  });

  it('asks for every SKU in one call when none is named', async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValueOnce(summaries(['S-0']));
    await service.inventory('t1', []);
    expect(session.call.mock.calls[0][0].query).not.toHaveProperty('sellerSkus');
  });

  it('creates an inbound plan, the seller labelling and no prep unless told', async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValueOnce(answer(202, { inboundPlanId: 'wf-1', operationId: 'op-1' }));
    const result = await service.createShipment('t1', {
      ship_from: { name: 'Depo', address_line_1: 'Sanayi Cad. 1', city: 'İstanbul', postal_code: '34000', country_code: 'TR' },
      items: [
        { seller_sku: 'S-0', quantity: 10 },
        { seller_sku: 'S-1', quantity: 2, label_owner: 'AMAZON', prep_owner: 'SELLER' },
      ],
    });
    expect(session.call.mock.calls[0][0].body).toMatchObject({
      sourceAddress: { name: 'Depo', addressLine1: 'Sanayi Cad. 1', city: 'İstanbul', postalCode: '34000', countryCode: 'TR' },
      items: [
        { msku: 'S-0', quantity: 10, labelOwner: 'SELLER', prepOwner: 'NONE' },
        { msku: 'S-1', quantity: 2, labelOwner: 'AMAZON', prepOwner: 'SELLER' },
      ],
    });
    expect(session.call.mock.calls[0][0].body).not.toHaveProperty('name');
    expect(result).toEqual({
      inbound_plan_id: 'wf-1',
      operation_id: 'op-1',
      status: 'created',
      items: [
        { seller_sku: 'S-0', quantity: 10 },
        { seller_sku: 'S-1', quantity: 2 },
      ],
    });
  });

  it("answers Amazon's refusal of the plan as 422 on items", async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValueOnce(answer(400, { errors: [{ code: 'InvalidInput', message: 'msku S-9 is not FBA' }] }));
    await expect(
      service.createShipment('t1', {
        ship_from: { name: 'Depo', address_line_1: 'Sanayi Cad. 1', city: 'İstanbul', postal_code: '34000', country_code: 'TR' },
        items: [{ seller_sku: 'S-9', quantity: 1 }],
      }),
    ).rejects.toMatchObject({ details: { items: [expect.objectContaining({ message: expect.stringContaining('msku S-9') })] } });
  });
});

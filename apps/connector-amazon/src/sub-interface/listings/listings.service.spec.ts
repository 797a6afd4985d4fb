import type { PublicUrls } from '@tezgah/config';
import { AMAZON_MARKETPLACE_ID, type AmazonOfferItem, type AmazonProductItem } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import { answer, fakeSession, fakeSessions, scriptFeed } from '../../../test/sub-interface.fakes';
import type { AmazonSubmission } from '../database/sub-interface.entities';
import { ListingsService } from './listings.service';
import { SubmissionsRepository } from './submissions.repository';

const marketplace_id = AMAZON_MARKETPLACE_ID;
const offer = (seller_sku: string, fields: Partial<AmazonOfferItem> = {}): AmazonOfferItem => ({
  seller_sku,
  asin: 'B0TEZGAH001',
  condition: 'new_new',
  price: 149.9,
  currency: 'TRY',
  quantity: 7,
  fulfillment: 'FBM',
  handling_time_days: 2,
  ...fields,
});
const product = (seller_sku: string, fields: Partial<AmazonProductItem> = {}): AmazonProductItem => ({
  seller_sku,
  product_type: 'KITCHEN',
  external_product_id: '8690000000017',
  external_product_id_type: 'EAN',
  title: 'Bakır Cezve',
  brand: 'Tezgah',
  manufacturer: 'Tezgah Bakır',
  bullet_points: ['El yapımı', '2 fincanlık'],
  description: 'Kalaylı bakır cezve.',
  price: 450,
  quantity: 3,
  fulfillment: 'FBM',
  package_weight_kg: 0.4,
  images: [{ role: 'main', url: 'https://img.test/main.jpg' }],
  ...fields,
});
const putAnswer = (status: string, issues: object[] = [], asin?: string) =>
  answer(200, { sku: 'x', status, submissionId: '1', issues, ...(asin && { identifiers: [{ marketplaceId: marketplace_id, asin }] }) });

describe('ListingsService', () => {
  function setUp() {
    const session = fakeSession();
    scriptFeed(session);
    const submissions = automock(SubmissionsRepository);
    submissions.create.mockImplementation(async (row) => ({ ...row, id: 'sub_01TEST', created_at: new Date() }) as AmazonSubmission);
    const urls: PublicUrls = { api: 'http://tezgah.test', sandbox: 'http://sandbox.test' };
    return { session, submissions, service: new ListingsService(fakeSessions(session), submissions, urls) };
  }
  const stored = (submissions: jest.Mocked<SubmissionsRepository>) => submissions.create.mock.calls[0][0];

  it('puts each of up to twenty items at once and keeps what Amazon answered each', async () => {
    const { session, submissions, service } = setUp();
    session.call
      .mockResolvedValueOnce(putAnswer('ACCEPTED'))
      .mockResolvedValueOnce(putAnswer('ACCEPTED', [{ code: '99022', message: 'merged', severity: 'INFO' }], 'B0TEZGAH777'))
      .mockResolvedValueOnce(
        putAnswer('INVALID', [{ code: '90220', message: "'brand' is required", severity: 'ERROR', attributeNames: ['brand'] }]),
      )
      .mockResolvedValueOnce(putAnswer('ACCEPTED', [{ code: '18027', message: 'price is low', severity: 'WARNING' }]));
    const result = await service.submit('t1', { items: [offer('S/1'), product('P-2'), product('P-3'), product('P-4')] });
    expect(result).toEqual({
      submission_id: 'sub_01TEST',
      accepted_count: 3,
      rejected_count: 1,
      status_url: 'http://tezgah.test/v1/marketplaces/amazon/submissions/sub_01TEST',
      merged_with_existing_asin: true,
    });
    expect(session.call.mock.calls[0][0]).toMatchObject({
      method: 'PUT',
      path: `/listings/2021-08-01/items/${session.grant.sellerId}/S%2F1`,
      operation: 'putListingsItem',
      query: { marketplaceIds: marketplace_id, issueLocale: 'tr_TR' },
    });
    expect(session.json).not.toHaveBeenCalled();
    const saved = stored(submissions);
    expect(saved).toMatchObject({ tenant_id: 't1', kind: 'listings', path: 'direct', feed_id: null, status: 'ACCEPTED' });
    expect(saved.items).toEqual([
      {
        seller_sku: 'S/1',
        new_product: false,
        status: 'VALID',
        asin: 'B0TEZGAH001',
        merged_with_existing_asin: false,
        warnings: [],
        errors: [],
      },
      {
        seller_sku: 'P-2',
        new_product: true,
        status: 'VALID',
        asin: 'B0TEZGAH777',
        merged_with_existing_asin: true,
        warnings: [],
        errors: [],
      },
      {
        seller_sku: 'P-3',
        new_product: true,
        status: 'INVALID',
        asin: null,
        merged_with_existing_asin: false,
        warnings: [],
        errors: [
          {
            code: '90220',
            message: expect.stringContaining('brand'),
            amazon_message: "'brand' is required",
            attribute_names: ['brand'],
          },
        ],
      },
      expect.objectContaining({ seller_sku: 'P-4', status: 'VALID', asin: null, warnings: [expect.objectContaining({ code: '18027' })] }),
    ]);
  });

  it("holds an item invalid on an ERROR issue whatever its status, or on Amazon's INVALID alone; only a new product merges", async () => {
    const { session, submissions, service } = setUp();
    const merged = { code: '99022', message: 'merged', severity: 'INFO' };
    session.call
      .mockResolvedValueOnce(putAnswer('ACCEPTED', [merged, { code: '8560', message: 'promotional', severity: 'ERROR' }]))
      .mockResolvedValueOnce(putAnswer('INVALID', [{ code: '18027', message: 'price is low', severity: 'WARNING' }], 'B0TEZGAH999'))
      .mockResolvedValueOnce(putAnswer('ACCEPTED', [merged]));
    const result = await service.submit('t1', { items: [product('P-1'), product('P-2'), offer('S-3')] });
    expect(result).toMatchObject({ accepted_count: 1, rejected_count: 2 });
    expect(result).not.toHaveProperty('merged_with_existing_asin');
    expect(stored(submissions).items.map((item) => [item.status, item.asin, item.merged_with_existing_asin])).toEqual([
      ['INVALID', null, false],
      ['INVALID', null, false],
      ['VALID', 'B0TEZGAH001', false],
    ]);
  });

  it('puts exactly twenty items one by one', async () => {
    const { session, submissions, service } = setUp();
    session.call.mockResolvedValue(putAnswer('ACCEPTED'));
    const items = Array.from({ length: 20 }, (_, i) => offer(`S-${i}`));
    await expect(service.submit('t1', { items })).resolves.toMatchObject({ accepted_count: 20 });
    expect(session.call).toHaveBeenCalledTimes(20);
    expect(stored(submissions)).toMatchObject({ path: 'direct', feed_id: null });
  });

  it("states an offer's price, condition and merchant-fulfilled stock on the ASIN it names, and an FBA offer's no stock", async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValue(putAnswer('ACCEPTED'));
    await service.submit('t1', { items: [offer('S-1'), offer('S-2', { fulfillment: 'FBA' })] });
    const [fbm, fba] = session.call.mock.calls.map(([call]) => call.body as { attributes: Record<string, unknown> });
    expect(fbm).toEqual({
      productType: 'PRODUCT',
      requirements: 'LISTING_OFFER_ONLY',
      attributes: {
        merchant_suggested_asin: [{ value: 'B0TEZGAH001', marketplace_id }],
        condition_type: [{ value: 'new_new', marketplace_id }],
        purchasable_offer: [{ currency: 'TRY', marketplace_id, our_price: [{ schedule: [{ value_with_tax: 149.9 }] }] }],
        fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 7, lead_time_to_ship_max_days: 2 }],
      },
    });
    expect(fba.attributes).not.toHaveProperty('fulfillment_availability');
  });

  it("describes a new product in its product type's attributes, in Turkish, each image under its locator", async () => {
    const { session, service } = setUp();
    session.call.mockResolvedValue(putAnswer('ACCEPTED'));
    const images = ['main', 'swatch_1', 'lifestyle_1', 'other_2'].map((role) => ({ role, url: `https://img.test/${role}.jpg` }));
    await service.submit('t1', { items: [product('P-1', { images })] });
    const body = session.call.mock.calls[0][0].body as { productType: string; requirements: string; attributes: Record<string, unknown> };
    expect([body.productType, body.requirements]).toEqual(['KITCHEN', 'LISTING']);
    expect(body.attributes).toMatchObject({
      externally_assigned_product_identifier: [{ type: 'ean', value: '8690000000017', marketplace_id }],
      item_name: [{ value: 'Bakır Cezve', language_tag: 'tr_TR', marketplace_id }],
      brand: [{ value: 'Tezgah', language_tag: 'tr_TR', marketplace_id }],
      bullet_point: [
        { value: 'El yapımı', language_tag: 'tr_TR', marketplace_id },
        { value: '2 fincanlık', language_tag: 'tr_TR', marketplace_id },
      ],
      item_package_weight: [{ value: 0.4, unit: 'kilograms', marketplace_id }],
      main_product_image_locator: [{ media_location: 'https://img.test/main.jpg', marketplace_id }],
      swatch_product_image_locator: [{ media_location: 'https://img.test/swatch_1.jpg', marketplace_id }],
      other_product_image_locator_1: [{ media_location: 'https://img.test/lifestyle_1.jpg', marketplace_id }],
      other_product_image_locator_3: [{ media_location: 'https://img.test/other_2.jpg', marketplace_id }],
      purchasable_offer: [expect.objectContaining({ currency: 'TRY' })],
      fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 3 }],
    });
  });

  it('sends more than twenty items as one listings feed, each pending until Amazon processed it', async () => {
    const { session, submissions, service } = setUp();
    const items = Array.from({ length: 21 }, (_, i) => (i % 2 ? offer(`S-${i}`) : product(`P-${i}`)));
    const result = await service.submit('t1', { items });
    expect(session.call).not.toHaveBeenCalled();
    expect(session.json.mock.calls.at(-1)?.[0].body).toMatchObject({
      feedType: 'JSON_LISTINGS_FEED',
      inputFeedDocumentId: 'amzn1.tortuga.doc',
    });
    const feed = JSON.parse(session.grant.http.request.mock.calls[0][0].body as string);
    expect(feed.header).toEqual({
      sellerId: session.grant.sellerId,
      version: '2.0',
      issueLocale: 'tr_TR',
      report: { includedData: ['identifiers', 'issues'], apiVersion: '2021-08-01' },
    });
    expect(feed.messages).toHaveLength(21);
    expect(feed.messages[1]).toMatchObject({ messageId: 2, sku: 'S-1', operationType: 'UPDATE', productType: 'PRODUCT' });
    const saved = stored(submissions);
    expect([saved.path, saved.feed_id, saved.status]).toEqual(['feed', '50000000001', 'IN_PROGRESS']);
    expect(saved.items.slice(0, 2)).toEqual([
      { seller_sku: 'P-0', new_product: true, status: 'PENDING', asin: null, merged_with_existing_asin: false, warnings: [], errors: [] },
      expect.objectContaining({ seller_sku: 'S-1', new_product: false, status: 'PENDING' }),
    ]);
    expect(result).toEqual({
      submission_id: 'sub_01TEST',
      accepted_count: 21,
      rejected_count: 0,
      status_url: 'http://tezgah.test/v1/marketplaces/amazon/submissions/sub_01TEST',
    });
  });

  it("answers Amazon's refusal of an item as 422 on items and an answer it did not expect as 500, storing nothing", async () => {
    const { session, submissions, service } = setUp();
    session.call
      .mockResolvedValueOnce(answer(400, { errors: [{ code: 'InvalidInput', message: 'productType KITCHEN is unknown' }] }))
      .mockResolvedValueOnce(answer(503, { errors: [{ code: 'ServiceUnavailable', message: 'try later' }] }));
    await expect(service.submit('t1', { items: [product('P-1')] })).rejects.toMatchObject({
      code: 'business.invalid',
      details: { items: [expect.objectContaining({ code: 'amazon_refused', message: expect.stringContaining('KITCHEN is unknown') })] },
    });
    await expect(service.submit('t1', { items: [product('P-1')] })).rejects.toThrow('putListingsItem answered 503');
    expect(submissions.create).not.toHaveBeenCalled();
  });
});

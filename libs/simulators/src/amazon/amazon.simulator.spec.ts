import type { FastifyInstance } from 'fastify';
import { createSandboxServer } from '../core/sandbox-server';
import type { SandboxSettings } from '../core/simulator';
import { simulatorClock } from '../testing/simulator-test-app';
import { createAmazonSimulator } from './amazon.simulator';

const TR = 'A33AVAJ2PDY3EV';
const BATCH_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Amazon SP-API simulator', () => {
  let app: FastifyInstance;
  const settings: SandboxSettings = {
    publicUrl: 'http://sandbox.test',
    trackingStepMs: 1000,
    invoiceAcceptMs: 500,
    batchCompleteMs: BATCH_MS,
  };
  const simulator = createAmazonSimulator(settings);

  beforeAll(async () => {
    // Through the sandbox core, as the sandbox serves it: the answer headers apply to every answer.
    app = await createSandboxServer([simulator]);
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());
  afterEach(() => jest.useRealTimers());

  /** The consent page, then the code exchanged at the LWA token endpoint. */
  async function authorize(sellerHint?: string) {
    const consent = await app.inject({
      url: '/amazon/apps/authorize/consent',
      query: {
        application_id: 'amzn1.sp.solution.demo',
        state: 'st-1',
        redirect_uri: 'http://tezgah.test/v1/marketplaces/amazon/oauth/callback',
        version: 'beta',
        ...(sellerHint && { selling_partner_id: sellerHint }),
      },
    });
    expect(consent.statusCode).toBe(302);
    const back = new URL(consent.headers.location as string);
    expect(back.searchParams.get('state')).toBe('st-1');
    const sellerId = back.searchParams.get('selling_partner_id')!;
    const token = await app.inject({
      method: 'POST',
      url: '/amazon/auth/o2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('spapi_oauth_code')!,
        client_id: 'demo-client',
        client_secret: 'demo-secret',
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const body = token.json<{ access_token: string; refresh_token: string; token_type: string; expires_in: number }>();
    return { sellerId, code: back.searchParams.get('spapi_oauth_code')!, ...body };
  }

  const sp = (accessToken: string, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/amazon${url}`, headers: { 'x-amz-access-token': accessToken }, ...(payload && { payload }) });

  const control = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/control/amazon${url}`, ...(payload && { payload }) });

  describe('Login with Amazon', () => {
    it('approves consent at once and exchanges the code for a refresh grant and an hour-long access token', async () => {
      const grant = await authorize();
      expect(grant.sellerId).toMatch(/^A[0-9A-Z]{13}$/);
      expect(grant).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(grant.access_token).toMatch(/^Atza\|/);
      expect(grant.refresh_token).toMatch(/^Atzr\|/);
      expect((await authorize(grant.sellerId)).sellerId).toBe(grant.sellerId);
    });

    it('refreshes from JSON or a form, refuses an invalid client, a used code, an unknown or expired grant', async () => {
      const grant = await authorize();
      const refresh = (payload: Record<string, string>) => app.inject({ method: 'POST', url: '/amazon/auth/o2/token', payload });
      const ok = await refresh({ grant_type: 'refresh_token', refresh_token: grant.refresh_token, client_id: 'c', client_secret: 's' });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-amzn-requestid']).toBeTruthy();

      const badClient = await refresh({
        grant_type: 'refresh_token',
        refresh_token: grant.refresh_token,
        client_id: 'c',
        client_secret: 'invalid',
      });
      expect([badClient.statusCode, badClient.json().error]).toEqual([401, 'invalid_client']);
      const usedCode = await refresh({ grant_type: 'authorization_code', code: grant.code, client_id: 'c', client_secret: 's' });
      expect([usedCode.statusCode, usedCode.json().error]).toEqual([400, 'invalid_grant']);
      const unknown = await refresh({ grant_type: 'refresh_token', refresh_token: 'Atzr|nonsense', client_id: 'c', client_secret: 's' });
      expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'invalid_grant']);

      expect((await control('POST', '/grants/expire', { selling_partner_id: grant.sellerId })).statusCode).toBe(200);
      const expired = await refresh({
        grant_type: 'refresh_token',
        refresh_token: grant.refresh_token,
        client_id: 'c',
        client_secret: 's',
      });
      expect([expired.statusCode, expired.json().error]).toEqual([400, 'invalid_grant']);
      // A new consent is a new grant that works again.
      await sleep(2);
      const again = await authorize(grant.sellerId);
      expect(
        (await refresh({ grant_type: 'refresh_token', refresh_token: again.refresh_token, client_id: 'c', client_secret: 's' })).statusCode,
      ).toBe(200);
    });
  });

  describe('SP-API access', () => {
    it('answers 403 Unauthorized without a valid token, naming expiry once it expired', async () => {
      const missing = await app.inject({ url: '/amazon/sellers/v1/marketplaceParticipations' });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().errors[0].code).toBe('Unauthorized');
      expect(missing.headers['x-amzn-requestid']).toBeTruthy();

      const grant = await authorize();
      const participations = await sp(grant.access_token, 'GET', '/sellers/v1/marketplaceParticipations');
      expect(participations.statusCode).toBe(200);
      expect(participations.json().payload[0]).toMatchObject({
        marketplace: { id: TR, countryCode: 'TR' },
        participation: { isParticipating: true },
      });

      await control('POST', '/access-tokens/expire', { selling_partner_id: grant.sellerId });
      const expired = await sp(grant.access_token, 'GET', '/sellers/v1/marketplaceParticipations');
      expect(expired.statusCode).toBe(403);
      expect(expired.json().errors[0]).toMatchObject({ code: 'Unauthorized', message: expect.stringMatching(/access token.*expired/) });
    });

    it('throttles each operation with its own token bucket: searchListingsItems has a burst of 5', async () => {
      const grant = await authorize();
      const search = () => sp(grant.access_token, 'GET', `/listings/2021-08-01/items/${grant.sellerId}?marketplaceIds=${TR}`);
      for (let i = 0; i < 5; i++) expect((await search()).statusCode).toBe(200);
      const throttled = await search();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().errors[0].code).toBe('QuotaExceeded');
      expect(throttled.headers['x-amzn-ratelimit-limit']).toBe('5');
      // Another operation has its own bucket.
      expect(
        (await sp(grant.access_token, 'GET', `/listings/2021-08-01/items/${grant.sellerId}/none?marketplaceIds=${TR}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('Listings 2021-08-01', () => {
    it('pages a search with pageToken in the order asked for, BUYABLE when in stock and priced', async () => {
      const grant = await authorize();
      const items = Array.from({ length: 25 }, (_, i) => ({
        seller_sku: `SKU-${String(i).padStart(2, '0')}`,
        asin: 'B0TEZGAH001',
        quantity: i,
        price: 10 + i,
      }));
      expect((await control('POST', '/listings', { selling_partner_id: grant.sellerId, items })).statusCode).toBe(200);
      const page = async (token?: string) =>
        (
          await sp(
            grant.access_token,
            'GET',
            `/listings/2021-08-01/items/${grant.sellerId}?marketplaceIds=${TR}&includedData=summaries,fulfillmentAvailability,offers&pageSize=20&sortBy=sku&sortOrder=ASC${token ? `&pageToken=${token}` : ''}`,
          )
        ).json();
      const first = await page();
      expect(first.numberOfResults).toBe(25);
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toMatchObject({
        sku: 'SKU-00',
        summaries: [{ asin: 'B0TEZGAH001', status: ['DISCOVERABLE'] }],
        fulfillmentAvailability: [{ quantity: 0 }],
      });
      expect(first.items[1]).toMatchObject({
        summaries: [{ status: ['BUYABLE', 'DISCOVERABLE'] }],
        offers: [{ price: { currencyCode: 'TRY', amount: '11.00' } }],
      });
      const second = await page(first.pagination.nextToken);
      expect(second.items.map((item: { sku: string }) => item.sku)).toEqual(['SKU-20', 'SKU-21', 'SKU-22', 'SKU-23', 'SKU-24']);
      expect(second.pagination.nextToken).toBeUndefined();
      expect(
        (await sp(grant.access_token, 'GET', `/listings/2021-08-01/items/${grant.sellerId}?marketplaceIds=${TR}&pageSize=21`)).statusCode,
      ).toBe(400);
      expect(
        (await sp(grant.access_token, 'GET', `/listings/2021-08-01/items/${grant.sellerId}?marketplaceIds=ATVPDKIKX0DER`)).statusCode,
      ).toBe(400);
      expect((await sp(grant.access_token, 'GET', `/listings/2021-08-01/items/AOTHERSELLER12?marketplaceIds=${TR}`)).statusCode).toBe(403);
    });

    it('puts offers on catalogue ASINs only, patches the quantity, refuses bad patches as INVALID', async () => {
      const grant = await authorize();
      const item = (sku: string) => `/listings/2021-08-01/items/${grant.sellerId}/${sku}?marketplaceIds=${TR}`;
      const offer = (asin: string) => ({
        productType: 'PRODUCT',
        requirements: 'LISTING_OFFER_ONLY',
        attributes: {
          merchant_suggested_asin: [{ value: asin }],
          condition_type: [{ value: 'new_new' }],
          fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 4 }],
          purchasable_offer: [{ currency: 'TRY', our_price: [{ schedule: [{ value_with_tax: 99.9 }] }] }],
        },
      });
      const put = await sp(grant.access_token, 'PUT', item('KUPA-1'), offer('B0TEZGAH004'));
      expect(put.json()).toMatchObject({ sku: 'KUPA-1', status: 'ACCEPTED', submissionId: expect.any(String), issues: [] });
      const unknownAsin = await sp(grant.access_token, 'PUT', item('X-1'), offer('B0NOTHERE01'));
      expect(unknownAsin.json()).toMatchObject({
        status: 'INVALID',
        issues: [{ severity: 'ERROR', attributeNames: ['merchant_suggested_asin'] }],
      });

      const patch = (sku: string, value: unknown) =>
        sp(grant.access_token, 'PATCH', item(sku), {
          productType: 'PRODUCT',
          patches: [{ op: 'replace', path: '/attributes/fulfillment_availability', value }],
        });
      expect((await patch('KUPA-1', [{ fulfillment_channel_code: 'DEFAULT', quantity: 17 }])).json().status).toBe('ACCEPTED');
      expect((await patch('KUPA-1', [{ fulfillment_channel_code: 'DEFAULT', quantity: -1 }])).json().status).toBe('INVALID');
      expect((await patch('NOPE', [{ fulfillment_channel_code: 'DEFAULT', quantity: 1 }])).json()).toMatchObject({
        status: 'INVALID',
        issues: [{ code: 'NOT_FOUND' }],
      });

      const held = (await control('GET', `/listings?seller=${grant.sellerId}`)).json();
      expect(held.listings).toEqual([
        expect.objectContaining({
          seller_sku: 'KUPA-1',
          asin: 'B0TEZGAH004',
          quantity: 17,
          price: 99.9,
          status: ['BUYABLE', 'DISCOVERABLE'],
        }),
      ]);
      expect((await sp(grant.access_token, 'DELETE', item('KUPA-1'))).json().status).toBe('ACCEPTED');
      expect((await sp(grant.access_token, 'GET', item('KUPA-1'))).statusCode).toBe(404);
    });
  });

  describe('Feeds 2021-06-30', () => {
    it('takes a JSON_LISTINGS_FEED through IN_QUEUE, IN_PROGRESS and DONE, applying it and reporting per message', async () => {
      const clock = simulatorClock();
      const grant = await authorize();
      await control('POST', '/listings', {
        selling_partner_id: grant.sellerId,
        items: [{ seller_sku: 'A', asin: 'B0TEZGAH001', quantity: 1, price: 5 }],
      });
      const document = await sp(grant.access_token, 'POST', '/feeds/2021-06-30/documents', {
        contentType: 'application/json; charset=UTF-8',
      });
      expect(document.statusCode).toBe(201);
      const { feedDocumentId, url } = document.json();
      expect(url).toMatch(/^http:\/\/sandbox\.test\/amazon\/uploads\//);
      const feedBody = {
        header: { sellerId: grant.sellerId, version: '2.0', issueLocale: 'en_US' },
        messages: [
          {
            messageId: 1,
            sku: 'A',
            operationType: 'PATCH',
            productType: 'PRODUCT',
            patches: [
              {
                op: 'replace',
                path: '/attributes/fulfillment_availability',
                value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 40 }],
              },
            ],
          },
          {
            messageId: 2,
            sku: 'MISSING',
            operationType: 'PATCH',
            productType: 'PRODUCT',
            patches: [
              {
                op: 'replace',
                path: '/attributes/fulfillment_availability',
                value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 1 }],
              },
            ],
          },
        ],
      };
      const upload = await app.inject({
        method: 'PUT',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/json; charset=UTF-8' },
        payload: JSON.stringify(feedBody),
      });
      expect(upload.statusCode).toBe(200);

      const created = await sp(grant.access_token, 'POST', '/feeds/2021-06-30/feeds', {
        feedType: 'JSON_LISTINGS_FEED',
        marketplaceIds: [TR],
        inputFeedDocumentId: feedDocumentId,
      });
      expect(created.statusCode).toBe(202);
      const { feedId } = created.json();
      const feed = async () => (await sp(grant.access_token, 'GET', `/feeds/2021-06-30/feeds/${feedId}`)).json();
      expect((await feed()).processingStatus).toBe('IN_QUEUE');
      clock.advance(BATCH_MS / 2 + 10);
      expect((await feed()).processingStatus).toBe('IN_PROGRESS');
      clock.advance(BATCH_MS / 2);
      const done = await feed();
      expect(done.processingStatus).toBe('DONE');

      const result = await sp(grant.access_token, 'GET', `/feeds/2021-06-30/documents/${done.resultFeedDocumentId}`);
      const report = (await app.inject({ url: new URL(result.json().url).pathname })).json();
      expect(report.summary).toEqual({ errors: 1, warnings: 0, messagesProcessed: 2, messagesAccepted: 1, messagesInvalid: 1 });
      expect(report.issues).toEqual([expect.objectContaining({ messageId: 2, sku: 'MISSING', severity: 'ERROR' })]);
      expect((await control('GET', `/listings?seller=${grant.sellerId}`)).json().listings[0].quantity).toBe(40);

      const wrongType = await sp(grant.access_token, 'POST', '/feeds/2021-06-30/feeds', {
        feedType: 'POST_PRODUCT_DATA',
        marketplaceIds: [TR],
        inputFeedDocumentId: feedDocumentId,
      });
      expect(wrongType.statusCode).toBe(400);
    });
  });

  describe('Orders v0', () => {
    it('shows a control order Pending, then Unshipped, by LastUpdatedAfter with NextToken paging and its items', async () => {
      const grant = await authorize();
      await control('POST', '/listings', {
        selling_partner_id: grant.sellerId,
        items: [{ seller_sku: 'KUPA', asin: 'B0TEZGAH004', quantity: 10, price: 50 }],
      });
      const since = new Date(Date.now() - 1000).toISOString();
      const create = () =>
        control('POST', '/orders', {
          selling_partner_id: grant.sellerId,
          items: [{ seller_sku: 'KUPA', quantity: 2, price: 50 }],
          buyer: { BuyerName: 'Ayşe Yılmaz', BuyerEmail: 'ayse@example.com' },
          shipping_address: {
            Name: 'Ayşe Yılmaz',
            AddressLine1: 'Moda Cd. 1',
            City: 'İstanbul',
            District: 'Kadıköy',
            PostalCode: '34710',
            Phone: '+905551112233',
          },
        });
      const first = (await create()).json().order;
      expect(first).toMatchObject({ amazon_order_id: expect.stringMatching(/^\d{3}-\d{7}-\d{7}$/), order_status: 'Pending' });
      await create();
      expect((await control('GET', `/listings?seller=${grant.sellerId}`)).json().listings[0].quantity).toBe(6);

      const orders = (query: string) => sp(grant.access_token, 'GET', `/orders/v0/orders?MarketplaceIds=${TR}&${query}`);
      const page1 = (await orders(`LastUpdatedAfter=${since}&MaxResultsPerPage=1`)).json().payload;
      expect(page1.Orders).toHaveLength(1);
      expect(page1.Orders[0]).toMatchObject({
        AmazonOrderId: first.amazon_order_id,
        OrderStatus: 'Pending',
        OrderTotal: { CurrencyCode: 'TRY', Amount: '100.00' },
        ShippingAddress: { City: 'İstanbul' },
      });
      expect(page1.Orders[0].ShippingAddress.Phone).toBeUndefined();
      expect(page1.Orders[0].BuyerInfo.BuyerEmail).toMatch(/@marketplace\.amazon\.com\.tr$/);
      const page2 = (await orders(`NextToken=${page1.NextToken}`)).json().payload;
      expect(page2.Orders).toHaveLength(1);
      expect(page2.NextToken).toBeUndefined();
      expect(page2.LastUpdatedBefore).toBe(page1.LastUpdatedBefore);

      await sleep(BATCH_MS + 10);
      const later = (await orders(`LastUpdatedAfter=${page1.LastUpdatedBefore}`)).json().payload;
      expect(later.Orders.map((o: { OrderStatus: string }) => o.OrderStatus)).toEqual(['Unshipped', 'Unshipped']);

      const items = (await sp(grant.access_token, 'GET', `/orders/v0/orders/${first.amazon_order_id}/orderItems`)).json().payload;
      expect(items.OrderItems).toEqual([
        expect.objectContaining({
          SellerSKU: 'KUPA',
          ASIN: 'B0TEZGAH004',
          QuantityOrdered: 2,
          ItemPrice: { CurrencyCode: 'TRY', Amount: '100.00' },
        }),
      ]);

      expect((await orders('')).statusCode).toBe(400);
      expect((await orders(`LastUpdatedAfter=${since}&CreatedAfter=${since}`)).statusCode).toBe(400);
    });

    it('cancels an unshipped order, confirms a shipment, and authorises a return only after shipping', async () => {
      const grant = await authorize();
      const create = async () =>
        (
          await control('POST', '/orders', {
            selling_partner_id: grant.sellerId,
            items: [{ seller_sku: 'X', asin: 'B0TEZGAH002', quantity: 1, price: 20 }],
          })
        ).json().order;
      const toCancel = await create();
      expect(
        (await control('POST', `/orders/${toCancel.amazon_order_id}/cancel`, { reason: 'BuyerCanceled' })).json().order.order_status,
      ).toBe('Canceled');
      expect((await control('POST', `/orders/${toCancel.amazon_order_id}/cancel`, {})).statusCode).toBe(409);

      const toShip = await create();
      expect((await control('POST', `/orders/${toShip.amazon_order_id}/return`, {})).statusCode).toBe(409);
      await sleep(BATCH_MS + 10);
      const confirm = await sp(grant.access_token, 'POST', `/orders/v0/orders/${toShip.amazon_order_id}/shipmentConfirmation`, {
        marketplaceId: TR,
        packageDetail: {
          packageReferenceId: '1',
          carrierCode: 'Yurtici',
          trackingNumber: 'YK123',
          shipDate: new Date().toISOString(),
          orderItems: [{ orderItemId: toShip.items[0].order_item_id, quantity: 1 }],
        },
      });
      expect(confirm.statusCode).toBe(204);
      const returned = await control('POST', `/orders/${toShip.amazon_order_id}/return`, { reason: 'Defective' });
      expect(returned.json().return).toMatchObject({ amazon_order_id: toShip.amazon_order_id, status: 'Authorized', reason: 'Defective' });
    });
  });
});

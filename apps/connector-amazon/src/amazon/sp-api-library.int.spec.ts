import { createAmazonSimulator, createSandboxServer, type SandboxSettings } from '@tezgah/simulators';
import { SellingPartner } from 'amazon-sp-api';
import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { type RelayedAnswer, startAmazonHosts } from '../../test/amazon-hosts.fakes';

const TR = 'A33AVAJ2PDY3EV';
const BATCH_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The test: a published SP-API client (amazon-sp-api, MIT, unmodified) after a seller's
// self-authorisation through the simulator's consent page, its calls answered at the official paths.
describe('a published SP-API client (amazon-sp-api) against the Amazon simulator', () => {
  const settings: SandboxSettings = { publicUrl: '', trackingStepMs: 1000, invoiceAcceptMs: 500, batchCompleteMs: BATCH_MS };
  let sandbox: FastifyInstance;
  let hosts: Awaited<ReturnType<typeof startAmazonHosts>>;
  let sellerId: string;
  let client: SellingPartner;

  const credentials = {
    SELLING_PARTNER_APP_CLIENT_ID: 'amzn1.application-oa2-client.test',
    SELLING_PARTNER_APP_CLIENT_SECRET: 'test-secret',
  };
  const options = () => ({ auto_request_tokens: true, auto_request_throttled: true, https_proxy_agent: hosts.agent });

  beforeAll(async () => {
    sandbox = await createSandboxServer([createAmazonSimulator(settings)]);
    settings.publicUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    hosts = await startAmazonHosts(settings.publicUrl);
    // The seller authorises on the consent page; the client exchanges the code for the refresh grant.
    const consent = await sandbox.inject({
      url: '/amazon/apps/authorize/consent',
      query: { application_id: 'amzn1.sp.solution.test', state: 's', redirect_uri: 'https://tezgah.test/callback', version: 'beta' },
    });
    const back = new URL(consent.headers.location as string);
    sellerId = back.searchParams.get('selling_partner_id')!;
    const exchanger = new SellingPartner({ region: 'eu', credentials, options: { ...options(), only_grantless_operations: true } });
    const grant = await exchanger.exchange(back.searchParams.get('spapi_oauth_code')!);
    client = new SellingPartner({
      region: 'eu',
      refresh_token: grant.refresh_token,
      credentials,
      options: options(),
      endpoints_versions: { orders: 'v0' },
    });
  });
  afterAll(async () => {
    await hosts?.close();
    await sandbox?.close();
  });

  // The client's typings name each operation's shapes; read here as JSON the assertions look into.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = (operation: string, endpoint: string, request: Record<string, unknown> = {}): Promise<any> =>
    (client.callAPI as (request: object) => Promise<unknown>)({ operation, endpoint, ...request });

  it('lists, feeds, sells, ships, labels, stocks and messages through the client, every answer named by Amazon', async () => {
    const participations = await call('getMarketplaceParticipations', 'sellers');
    expect(participations[0].marketplace.id).toBe(TR);

    const path = { sellerId, sku: 'CLIENT-1' };
    const put = await call('putListingsItem', 'listingsItems', {
      path,
      query: { marketplaceIds: [TR] },
      body: {
        productType: 'PRODUCT',
        requirements: 'LISTING_OFFER_ONLY',
        attributes: {
          merchant_suggested_asin: [{ value: 'B0TEZGAH007', marketplace_id: TR }],
          purchasable_offer: [{ currency: 'TRY', marketplace_id: TR, our_price: [{ schedule: [{ value_with_tax: 320 }] }] }],
          fulfillment_availability: [{ fulfillment_channel_code: 'DEFAULT', quantity: 6 }],
        },
      },
    });
    expect(put).toMatchObject({ status: 'ACCEPTED', sku: 'CLIENT-1' });
    expect(
      (await call('getListingsItem', 'listingsItems', { path, query: { marketplaceIds: [TR], includedData: ['summaries', 'offers'] } }))
        .summaries[0].asin,
    ).toBe('B0TEZGAH007');
    const patched = await call('patchListingsItem', 'listingsItems', {
      path,
      query: { marketplaceIds: [TR] },
      body: {
        productType: 'PRODUCT',
        patches: [
          { op: 'replace', path: '/attributes/fulfillment_availability', value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 8 }] },
        ],
      },
    });
    expect(patched.status).toBe('ACCEPTED');
    expect(
      (await call('searchListingsItems', 'listingsItems', { path: { sellerId }, query: { marketplaceIds: [TR] } })).numberOfResults,
    ).toBe(1);

    // A feed through the client's own document helpers.
    const document = await call('createFeedDocument', 'feeds', { body: { contentType: 'application/json; charset=UTF-8' } });
    const feedBody = {
      header: { sellerId, version: '2.0' },
      messages: [
        {
          messageId: 1,
          sku: 'CLIENT-1',
          operationType: 'PATCH',
          productType: 'PRODUCT',
          patches: [
            { op: 'replace', path: '/attributes/fulfillment_availability', value: [{ fulfillment_channel_code: 'DEFAULT', quantity: 9 }] },
          ],
        },
      ],
    };
    await client.upload(document, { content: JSON.stringify(feedBody), contentType: 'application/json; charset=UTF-8' });
    const { feedId } = await call('createFeed', 'feeds', {
      body: { feedType: 'JSON_LISTINGS_FEED', marketplaceIds: [TR], inputFeedDocumentId: document.feedDocumentId },
    });
    await sleep(BATCH_MS + 50);
    const feed = await call('getFeed', 'feeds', { path: { feedId } });
    expect(feed.processingStatus).toBe('DONE');
    const result = await call('getFeedDocument', 'feeds', { path: { feedDocumentId: feed.resultFeedDocumentId } });
    // The client turns XML and text documents into objects; a JSON one comes back as its text.
    const downloaded = await client.download(result, { json: true });
    const report = typeof downloaded === 'string' ? JSON.parse(downloaded) : downloaded;
    expect(report.summary).toMatchObject({ messagesProcessed: 1, messagesAccepted: 1 });

    // A customer buys; the order is read, its items listed, shipped.
    const placed = await sandbox.inject({
      method: 'POST',
      url: '/control/amazon/orders',
      payload: { selling_partner_id: sellerId, items: [{ seller_sku: 'CLIENT-1', quantity: 2, price: 320 }] },
    });
    const orderId: string = placed.json().order.amazon_order_id;
    await sleep(BATCH_MS + 50);
    const orders = await call('getOrders', 'orders', {
      query: { MarketplaceIds: [TR], CreatedAfter: new Date(Date.now() - 3600_000).toISOString() },
    });
    expect(orders.Orders.map((order: { AmazonOrderId: string }) => order.AmazonOrderId)).toEqual([orderId]);
    expect((await call('getOrder', 'orders', { path: { orderId } })).OrderStatus).toBe('Unshipped');
    const items = (await call('getOrderItems', 'orders', { path: { orderId } })).OrderItems;
    await call('getMessagingActionsForOrder', 'messaging', { path: { amazonOrderId: orderId }, query: { marketplaceIds: [TR] } });
    await call('createConfirmOrderDetails', 'messaging', {
      path: { amazonOrderId: orderId },
      query: { marketplaceIds: [TR] },
      body: { text: 'Siparişiniz hazırlanıyor.' },
    });
    // One unit shipped by the seller's own carrier, the other with a label bought from Amazon.
    await call('confirmShipment', 'orders', {
      path: { orderId },
      body: {
        marketplaceId: TR,
        packageDetail: {
          packageReferenceId: '1',
          carrierCode: 'Other',
          carrierName: 'Yurtiçi Kargo',
          trackingNumber: 'YK42',
          shipDate: new Date().toISOString(),
          orderItems: [{ orderItemId: items[0].OrderItemId, quantity: 1 }],
        },
      },
    });
    expect((await call('getOrder', 'orders', { path: { orderId } })).OrderStatus).toBe('PartiallyShipped');
    const details = {
      AmazonOrderId: orderId,
      ItemList: [{ OrderItemId: items[0].OrderItemId, Quantity: 1 }],
      ShipFromAddress: {
        Name: 'Depo',
        AddressLine1: 'Sanayi Sok. 5',
        City: 'Bursa',
        PostalCode: '16000',
        CountryCode: 'TR',
        Email: '',
        Phone: '',
      },
      PackageDimensions: { Length: 20, Width: 15, Height: 10, Unit: 'centimeters' },
      Weight: { Value: 500, Unit: 'g' },
      ShippingServiceOptions: { DeliveryExperience: 'DeliveryConfirmationWithoutSignature', CarrierWillPickUp: false },
    };
    const services = await call('getEligibleShipmentServices', 'merchantFulfillment', { body: { ShipmentRequestDetails: details } });
    const shipment = await call('createShipment', 'merchantFulfillment', {
      body: { ShipmentRequestDetails: details, ShippingServiceId: services.ShippingServiceList[0].ShippingServiceId },
    });
    expect(gunzipSync(Buffer.from(shipment.Label.FileContents.Contents, 'base64')).subarray(0, 5).toString()).toBe('%PDF-');

    await call('createReport', 'reports', { body: { reportType: 'GET_XML_RETURNS_DATA_BY_RETURN_DATE', marketplaceIds: [TR] } });
    await sandbox.inject({
      method: 'POST',
      url: '/control/amazon/fba-inventory',
      payload: { selling_partner_id: sellerId, items: [{ seller_sku: 'CLIENT-1', asin: 'B0TEZGAH007', fulfillable: 4 }] },
    });
    const summaries = await call('getInventorySummaries', 'fbaInventory', {
      query: { granularityType: 'Marketplace', granularityId: TR, marketplaceIds: [TR], details: true, sellerSkus: ['CLIENT-1'] },
    });
    expect(summaries.inventorySummaries[0]).toMatchObject({ sellerSku: 'CLIENT-1', inventoryDetails: { fulfillableQuantity: 4 } });
    const pricing = await call('getCompetitivePricing', 'productPricing', {
      query: { MarketplaceId: TR, ItemType: 'Sku', Skus: ['CLIENT-1'] },
    });
    expect(pricing[0]).toMatchObject({ status: 'Success', SellerSKU: 'CLIENT-1' });

    const spApi = hosts.answers.filter(
      (answer: RelayedAnswer) => answer.path.startsWith('/amazon/') && !answer.path.startsWith('/amazon/uploads/'),
    );
    expect(spApi.filter((answer) => !answer.requestId)).toEqual([]);
    expect(spApi.filter((answer) => answer.status >= 400)).toEqual([]);
    expect(spApi.length).toBeGreaterThanOrEqual(20);
  }, 30_000);

  it('paces itself on QuotaExceeded with x-amzn-RateLimit-Limit, and gets its answer', async () => {
    const query = { granularityType: 'Marketplace', granularityId: TR, marketplaceIds: [TR] };
    // The bucket of getInventorySummaries holds 2 and refills 2 a second: the third call at once is throttled, then retried.
    const answers = await Promise.all([1, 2, 3].map(() => call('getInventorySummaries', 'fbaInventory', { query })));
    expect(answers).toHaveLength(3);
    const throttled = hosts.answers.filter((answer) => answer.status === 429);
    expect(throttled.length).toBeGreaterThanOrEqual(1);
    expect(throttled.every((answer) => answer.rateLimit === '2' && answer.requestId)).toBe(true);
  }, 30_000);
});

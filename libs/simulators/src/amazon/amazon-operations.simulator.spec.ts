import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { createSandboxServer } from '../core/sandbox-server';
import type { SandboxSettings } from '../core/simulator';
import { modelProblems } from '../testing/sp-api-models';
import { createAmazonSimulator } from './amazon.simulator';

const TR = 'A33AVAJ2PDY3EV';
const BATCH_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The operations behind the marketplace B sub-interface (issue 18), on the wire through the sandbox
// core, their answers checked against the official models in ../shared/reference/sp-api.
describe('the Amazon simulator: orders, Merchant Fulfillment, FBA, pricing, messaging, order feeds, reports', () => {
  let app: FastifyInstance;
  const settings: SandboxSettings = {
    publicUrl: 'http://sandbox.test',
    trackingStepMs: 1000,
    invoiceAcceptMs: 500,
    batchCompleteMs: BATCH_MS,
  };

  beforeAll(async () => {
    app = await createSandboxServer([createAmazonSimulator(settings)]);
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => app.inject({ method: 'POST', url: '/control/reset' }));

  /** A seller who consented, with an access token. */
  async function seller(): Promise<{ sellerId: string; token: string }> {
    const consent = await app.inject({
      url: '/amazon/apps/authorize/consent',
      query: { application_id: 'app', state: 's', redirect_uri: 'http://tezgah.test/cb' },
    });
    const back = new URL(consent.headers.location as string);
    const tokens = await app.inject({
      method: 'POST',
      url: '/amazon/auth/o2/token',
      payload: { grant_type: 'authorization_code', code: back.searchParams.get('spapi_oauth_code'), client_id: 'c', client_secret: 's' },
    });
    return { sellerId: back.searchParams.get('selling_partner_id')!, token: tokens.json().access_token };
  }

  const sp = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/amazon${url}`,
      headers: { 'x-amz-access-token': token, ...(typeof payload === 'string' && { 'content-type': 'text/xml' }) },
      ...(payload !== undefined && { payload: payload as string }),
    });
  const control = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/control/amazon${url}`, ...(payload && { payload }) });

  /** A listed SKU bought by a customer, Unshipped once the payment went through. */
  async function unshippedOrder(sellerId: string, quantity = 2) {
    await control('POST', '/listings', {
      selling_partner_id: sellerId,
      items: [{ seller_sku: 'SKU-1', asin: 'B0TEZGAH001', quantity: 10, price: 150 }],
    });
    const created = await control('POST', '/orders', {
      selling_partner_id: sellerId,
      items: [{ seller_sku: 'SKU-1', quantity, price: 150 }],
      buyer: { BuyerName: 'Ayşe Yılmaz', BuyerEmail: 'ayse@example.com' },
      shipping_address: {
        Name: 'Ayşe Yılmaz',
        AddressLine1: 'Atatürk Cad. 1',
        City: 'İstanbul',
        PostalCode: '34000',
        CountryCode: 'TR',
        Phone: '+905551112233',
      },
    });
    await sleep(BATCH_MS + 20);
    return created.json().order as { amazon_order_id: string; items: Array<{ order_item_id: string }> };
  }

  /** Sends a feed through the document flow and waits until Amazon processed it; answers the result document's text. */
  async function feed(token: string, feedType: string, content: string): Promise<{ status: string; report: string }> {
    const document = (await sp(token, 'POST', '/feeds/2021-06-30/documents', { contentType: 'text/xml; charset=UTF-8' })).json();
    await app.inject({ method: 'PUT', url: new URL(document.url).pathname, headers: { 'content-type': 'text/xml' }, payload: content });
    const { feedId } = (
      await sp(token, 'POST', '/feeds/2021-06-30/feeds', { feedType, marketplaceIds: [TR], inputFeedDocumentId: document.feedDocumentId })
    ).json();
    await sleep(BATCH_MS + 20);
    const done = (await sp(token, 'GET', `/feeds/2021-06-30/feeds/${feedId}`)).json();
    const result = (await sp(token, 'GET', `/feeds/2021-06-30/documents/${done.resultFeedDocumentId}`)).json();
    return { status: done.processingStatus, report: (await app.inject({ url: new URL(result.url).pathname })).body };
  }

  it('names every answer with x-amzn-RequestId, and puts the rate on every answer of an operation, an injected 429 included', async () => {
    const { token } = await seller();
    expect((await app.inject({ url: '/amazon/no/such/path' })).headers['x-amzn-requestid']).toBeTruthy();
    await control('POST', '/faults', { path: '/fba/inventory/v1/summaries', status: 429, count: 1, retry_after: 1 });
    const query = `granularityType=Marketplace&granularityId=${TR}&marketplaceIds=${TR}`;
    const faulted = await sp(token, 'GET', `/fba/inventory/v1/summaries?${query}`);
    expect(faulted.statusCode).toBe(429);
    expect(faulted.headers).toMatchObject({ 'x-amzn-ratelimit-limit': '2', 'x-amzn-requestid': expect.any(String) });
    // Its burst of 2 at 2/s: two answers at once, the third QuotaExceeded with the rate.
    expect((await sp(token, 'GET', `/fba/inventory/v1/summaries?${query}`)).statusCode).toBe(200);
    expect((await sp(token, 'GET', `/fba/inventory/v1/summaries?${query}`)).statusCode).toBe(200);
    const throttled = await sp(token, 'GET', `/fba/inventory/v1/summaries?${query}`);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0].code).toBe('QuotaExceeded');
    expect(throttled.headers['x-amzn-ratelimit-limit']).toBe('2');
  });

  it('answers getOrder in the Orders v0 model, the buyer behind the relay address and without the phone', async () => {
    const { sellerId, token } = await seller();
    const order = await unshippedOrder(sellerId);
    const answer = await sp(token, 'GET', `/orders/v0/orders/${order.amazon_order_id}`);
    expect(answer.statusCode).toBe(200);
    expect(modelProblems('ordersV0', 'GetOrderResponse', answer.json())).toEqual([]);
    expect(answer.json().payload).toMatchObject({ AmazonOrderId: order.amazon_order_id, OrderStatus: 'Unshipped', MarketplaceId: TR });
    expect(answer.body).not.toContain('ayse@example.com');
    expect(answer.body).not.toContain('+905551112233');
    expect((await sp(token, 'GET', '/orders/v0/orders/111-0000000-0000000')).statusCode).toBe(404);
  });

  it('reports FBA inventory in its model, inbound plans adding to the working quantity', async () => {
    const { sellerId, token } = await seller();
    await control('POST', '/listings', {
      selling_partner_id: sellerId,
      items: [{ seller_sku: 'FBA-1', asin: 'B0TEZGAH002', quantity: 0, price: 90 }],
    });
    await control('POST', '/fba-inventory', {
      selling_partner_id: sellerId,
      items: [{ seller_sku: 'FBA-1', asin: 'B0TEZGAH002', fulfillable: 7, unfulfillable: 1 }],
    });
    const plan = await sp(token, 'POST', '/inbound/fba/2024-03-20/inboundPlans', {
      destinationMarketplaces: [TR],
      items: [{ msku: 'FBA-1', quantity: 12, labelOwner: 'SELLER', prepOwner: 'NONE' }],
      sourceAddress: { name: 'Depo', addressLine1: 'Sanayi Sok. 5', city: 'Bursa', countryCode: 'TR', postalCode: '16000' },
    });
    expect(plan.statusCode).toBe(202);
    expect(plan.json()).toEqual({ inboundPlanId: expect.any(String), operationId: expect.any(String) });
    const summaries = await sp(
      token,
      'GET',
      `/fba/inventory/v1/summaries?granularityType=Marketplace&granularityId=${TR}&marketplaceIds=${TR}&details=true&sellerSkus=FBA-1`,
    );
    expect(modelProblems('fbaInventory', 'GetInventorySummariesResponse', summaries.json())).toEqual([]);
    expect(summaries.json().payload.inventorySummaries).toEqual([
      expect.objectContaining({
        sellerSku: 'FBA-1',
        asin: 'B0TEZGAH002',
        fnSku: expect.stringMatching(/^X00/),
        totalQuantity: 20,
        inventoryDetails: expect.objectContaining({ fulfillableQuantity: 7, inboundWorkingQuantity: 12 }),
      }),
    ]);
  });

  it('offers eligible services and sells a label: a gzipped base64 PDF, the lines confirmed shipped', async () => {
    const { sellerId, token } = await seller();
    const order = await unshippedOrder(sellerId);
    const details = {
      AmazonOrderId: order.amazon_order_id,
      ItemList: [{ OrderItemId: order.items[0].order_item_id, Quantity: 2 }],
      ShipFromAddress: {
        Name: 'Tezgah Depo',
        AddressLine1: 'Sanayi Sok. 5',
        City: 'Bursa',
        PostalCode: '16000',
        CountryCode: 'TR',
        Email: '',
        Phone: '',
      },
      PackageDimensions: { Length: 30, Width: 20, Height: 10, Unit: 'centimeters' },
      Weight: { Value: 1500, Unit: 'g' },
      ShippingServiceOptions: { DeliveryExperience: 'DeliveryConfirmationWithoutSignature', CarrierWillPickUp: false },
    };
    const eligible = await sp(token, 'POST', '/mfn/v0/eligibleShippingServices', { ShipmentRequestDetails: details });
    expect(modelProblems('merchantFulfillmentV0', 'GetEligibleShipmentServicesResponse', eligible.json())).toEqual([]);
    const service = eligible.json().payload.ShippingServiceList[0];
    const bought = await sp(token, 'POST', '/mfn/v0/shipments', {
      ShipmentRequestDetails: details,
      ShippingServiceId: service.ShippingServiceId,
    });
    expect(bought.statusCode).toBe(200);
    expect(modelProblems('merchantFulfillmentV0', 'CreateShipmentResponse', bought.json())).toEqual([]);
    const shipment = bought.json().payload;
    expect(shipment).toMatchObject({ Status: 'Purchased', TrackingId: expect.any(String), Label: { LabelFormat: 'PDF' } });
    const pdf = gunzipSync(Buffer.from(shipment.Label.FileContents.Contents, 'base64'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await sp(token, 'GET', `/orders/v0/orders/${order.amazon_order_id}`)).json().payload.OrderStatus).toBe('Shipped');
    expect((await sp(token, 'GET', `/mfn/v0/shipments/${shipment.ShipmentId}`)).json().payload.TrackingId).toBe(shipment.TrackingId);
    const again = await sp(token, 'POST', '/mfn/v0/eligibleShippingServices', { ShipmentRequestDetails: details });
    expect(again.statusCode).toBe(400);
  });

  it('answers competitive pricing in the Product Pricing v0 model', async () => {
    const { sellerId, token } = await seller();
    await control('POST', '/listings', {
      selling_partner_id: sellerId,
      items: [{ seller_sku: 'P-1', asin: 'B0TEZGAH003', quantity: 3, price: 200 }],
    });
    const answer = await sp(token, 'GET', `/products/pricing/v0/competitivePrice?MarketplaceId=${TR}&ItemType=Sku&Skus=P-1`);
    expect(answer.statusCode).toBe(200);
    expect(modelProblems('productPricingV0', 'GetPricingResponse', answer.json())).toEqual([]);
    const [price] = answer.json().payload;
    expect(price).toMatchObject({
      status: 'Success',
      SellerSKU: 'P-1',
      Product: { Identifiers: { MarketplaceASIN: { ASIN: 'B0TEZGAH003' } } },
    });
    expect(
      price.Product.CompetitivePricing.CompetitivePrices.map((entry: { CompetitivePriceId: string }) => entry.CompetitivePriceId),
    ).toEqual(['1', '2']);
  });

  it('lists the messages an order permits and sends one, refusing HTML and e-mail addresses', async () => {
    const { sellerId, token } = await seller();
    const order = await unshippedOrder(sellerId);
    const actions = await sp(token, 'GET', `/messaging/v1/orders/${order.amazon_order_id}?marketplaceIds=${TR}`);
    expect(modelProblems('messaging', 'GetMessagingActionsForOrderResponse', actions.json())).toEqual([]);
    expect(actions.json()._links.actions.map((action: { name: string }) => action.name)).toEqual([
      'confirmOrderDetails',
      'unexpectedProblem',
    ]);
    const path = `/messaging/v1/orders/${order.amazon_order_id}/messages/confirmOrderDetails?marketplaceIds=${TR}`;
    expect((await sp(token, 'POST', path, { text: 'Siparişiniz yarın kargoda.' })).statusCode).toBe(201);
    expect((await sp(token, 'POST', path, { text: '<b>Merhaba</b>' })).statusCode).toBe(400);
    expect((await sp(token, 'POST', path, { text: 'Yazın: satici@example.com' })).statusCode).toBe(400);
    const wrongType = `/messaging/v1/orders/${order.amazon_order_id}/messages/confirmDeliveryDetails?marketplaceIds=${TR}`;
    expect((await sp(token, 'POST', wrongType, { text: 'Teslim edildi' })).statusCode).toBe(400);
    expect((await control('GET', `/messages?seller=${sellerId}`)).json().messages).toEqual([
      expect.objectContaining({ amazonOrderId: order.amazon_order_id, type: 'confirmOrderDetails', text: 'Siparişiniz yarın kargoda.' }),
    ]);
  });

  it('cancels through an order acknowledgement feed, refusing an unknown CancelReason in its processing report', async () => {
    const { sellerId, token } = await seller();
    const order = await unshippedOrder(sellerId);
    const ack = (reason: string) =>
      `<?xml version="1.0"?><AmazonEnvelope><Header><DocumentVersion>1.01</DocumentVersion><MerchantIdentifier>${sellerId}</MerchantIdentifier></Header><MessageType>OrderAcknowledgement</MessageType><Message><MessageID>1</MessageID><OrderAcknowledgement><AmazonOrderID>${order.amazon_order_id}</AmazonOrderID><StatusCode>Failure</StatusCode><Item><AmazonOrderItemCode>${order.items[0].order_item_id}</AmazonOrderItemCode><CancelReason>${reason}</CancelReason></Item></OrderAcknowledgement></Message></AmazonEnvelope>`;
    const bogus = await feed(token, 'POST_ORDER_ACKNOWLEDGEMENT_DATA', ack('Bored'));
    expect(bogus.status).toBe('DONE');
    expect(bogus.report).toContain('<MessagesWithError>1</MessagesWithError>');
    const done = await feed(token, 'POST_ORDER_ACKNOWLEDGEMENT_DATA', ack('NoInventory'));
    expect(done.report).toContain('<MessagesSuccessful>1</MessagesSuccessful>');
    expect((await sp(token, 'GET', `/orders/v0/orders/${order.amazon_order_id}`)).json().payload.OrderStatus).toBe('Canceled');
  });

  it('reports returns in a returns report and refunds one through a payment adjustment feed', async () => {
    const { sellerId, token } = await seller();
    const order = await unshippedOrder(sellerId, 1);
    const item = order.items[0].order_item_id;
    await sp(token, 'POST', `/orders/v0/orders/${order.amazon_order_id}/shipmentConfirmation`, {
      marketplaceId: TR,
      packageDetail: {
        packageReferenceId: '1',
        carrierCode: 'Other',
        carrierName: 'Yurtiçi',
        trackingNumber: 'YK1',
        shipDate: new Date().toISOString(),
        orderItems: [{ orderItemId: item, quantity: 1 }],
      },
    });
    const returned = await control('POST', `/orders/${order.amazon_order_id}/return`, {
      reason: 'DEFECTIVE',
      customer_comments: 'Kırık geldi',
    });
    expect(returned.statusCode).toBe(200);
    const adjustment = `<?xml version="1.0"?><AmazonEnvelope><Header><DocumentVersion>1.01</DocumentVersion><MerchantIdentifier>${sellerId}</MerchantIdentifier></Header><MessageType>OrderAdjustment</MessageType><Message><MessageID>1</MessageID><OrderAdjustment><AmazonOrderID>${order.amazon_order_id}</AmazonOrderID><AdjustedItem><AmazonOrderItemCode>${item}</AmazonOrderItemCode><AdjustmentReason>CustomerReturn</AdjustmentReason><ItemPriceAdjustments><Component><Type>Principal</Type><Amount currency="TRY">150.00</Amount></Component></ItemPriceAdjustments></AdjustedItem></OrderAdjustment></Message></AmazonEnvelope>`;
    expect((await feed(token, 'POST_PAYMENT_ADJUSTMENT_DATA', adjustment)).report).toContain('<MessagesSuccessful>1</MessagesSuccessful>');
    const { reportId } = (
      await sp(token, 'POST', '/reports/2021-06-30/reports', { reportType: 'GET_XML_RETURNS_DATA_BY_RETURN_DATE', marketplaceIds: [TR] })
    ).json();
    expect((await sp(token, 'GET', `/reports/2021-06-30/reports/${reportId}`)).json().processingStatus).toBe('IN_QUEUE');
    await sleep(BATCH_MS + 20);
    const report = (await sp(token, 'GET', `/reports/2021-06-30/reports/${reportId}`)).json();
    expect(report.processingStatus).toBe('DONE');
    const document = (await sp(token, 'GET', `/reports/2021-06-30/documents/${report.reportDocumentId}`)).json();
    const xml = (await app.inject({ url: new URL(document.url).pathname })).body;
    expect(xml).toContain(`<order_id>${order.amazon_order_id}</order_id>`);
    expect(xml).toContain(`<order_item_code>${item}</order_item_code>`);
    expect(xml).toContain('<customer_comments>Kırık geldi</customer_comments>');
    expect(xml).toContain('<refund_amount>150.00</refund_amount>');
  });

  it('joins a new product to the catalogue entry of its EAN, refuses ASIN creation and content-rule breaches', async () => {
    const { sellerId, token } = await seller();
    const put = (sku: string, attributes: object) =>
      sp(token, 'PUT', `/listings/2021-08-01/items/${sellerId}/${sku}?marketplaceIds=${TR}`, {
        productType: 'SHIRT',
        requirements: 'LISTING',
        attributes,
      });
    const product = (ean: string, title = 'Pamuklu Tişört') => ({
      externally_assigned_product_identifier: [{ type: 'ean', value: ean, marketplace_id: TR }],
      item_name: [{ value: title, language_tag: 'tr_TR', marketplace_id: TR }],
      product_description: [{ value: 'Yumuşak pamuk.', marketplace_id: TR }],
    });
    const merged = (await put('NEW-1', product('8699000000015'))).json();
    expect(merged).toMatchObject({ status: 'ACCEPTED', identifiers: [{ marketplaceId: TR, asin: 'B0TEZGAH001' }] });
    expect(merged.issues).toEqual([expect.objectContaining({ code: '99022', severity: 'INFO' })]);
    expect((await put('NEW-2', product('8690000099999'))).json()).toMatchObject({
      status: 'INVALID',
      issues: [{ code: '8541', severity: 'ERROR' }],
    });
    expect((await put('NEW-3', product('8699000000022', 'Tişört ücretsiz kargo'))).json()).toMatchObject({
      status: 'INVALID',
      issues: [{ code: '8560', attributeNames: ['item_name'] }],
    });
  });
});

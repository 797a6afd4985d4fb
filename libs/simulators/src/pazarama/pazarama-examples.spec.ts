import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, simulatorClock, TEST_SETTINGS } from '../testing/simulator-test-app';
import { pazaramaSimulator } from './index';

/**
 * Pazarama's documented examples (the integration document's request and answer examples, as a
 * public transcription of the partner portal holds them) replayed against the simulator: the
 * documented request is sent as printed, and the answer must carry the documented answer's
 * fields with the same JSON types.
 */
const DOCUMENTED = {
  /** Stok Güncelleme: updateStock-v2's request and answer. */
  updateStock: {
    request: {
      items: [
        { code: '5707055046711', stockCount: 1 },
        { code: '8683670279192', stockCount: 1 },
      ],
    },
    answer: {
      data: '7e618393-2fe4-459d-acf7-eb38bb1d72ce',
      success: true,
      messageCode: null,
      message: 'Fiyat/Stok güncelleme işleminiz sıraya alındı.',
      userMessage: 'Fiyat/Stok güncelleme işleminiz sıraya alındı.',
      fromCache: false,
    },
  },
  /** Fiyat Güncelleme: updatePrice-v2's request (its answer is updateStock-v2's). */
  updatePrice: { request: { items: [{ code: 'ESSN218', listPrice: 15000, salePrice: 15000 }] } },
  /** Fiyat ve Stok Batch Sorgulama: the top-level fields and one stock row. */
  lakeProjections: {
    answer: {
      pageIndex: 1,
      pageSize: 3000,
      totalPages: 1,
      totalCount: 4,
      hasNextPage: true,
      hasPreviousPage: false,
      success: true,
      messageCode: 'MSS0',
      message: 'İşlem Başarıyla Gerçekleştirildi',
      successCount: 1,
      notCompletedCount: 2,
      failedCount: 0,
      processingCount: 1,
    },
    stockRow: {
      id: '000c3970-2981-4107-b5c9-ae681927a73d',
      code: '8683670279192',
      price: null,
      stock: { status: 0, operationDetail: 'Başarılı', count: 1 },
      operationSourceText: 'MerchantApi',
      operationStatusText: 'Başarılı',
    },
  },
  /** Sipariş Listeleme: the paging request, and the answer's order (its nested objects' fields). */
  orders: {
    request: { pageSize: 500, pageNumber: 1, startDate: '2023-02-01', endDate: '2023-02-17' },
    order: {
      orderId: 'd4fb5f23-6330-4eb0-a81c-35847560df86',
      orderNumber: 235795225,
      orderDate: '2023-01-25 15:22',
      orderAmount: 1,
      currency: 'TL',
      paymentType: 1,
      orderStatus: 3,
      customerId: 'f442961c-d818-4de3-1e11-08d941fd1d2f',
      customerName: 'Pazarama Sipariş',
      customerEmail: 'pzrmsprs@pazarama.com',
      shipmentAddress: {
        addressId: 'faeebdb9-7c21-4b59-8b37-03a3793f1978',
        title: 'İş Bankası İkamet Adresi',
        nameSurname: 'Pazarama Sipariş',
        cityName: 'Kütahya',
        districtName: 'Merkez',
        addressDetail: 'Cami sk. NO: 5',
        phoneNumber: '054243029677',
      },
    },
    item: {
      orderItemId: '5516bd97-5344-4d22-a346-0f263c0f51ca',
      orderItemStatus: 3,
      deliveryType: 1,
      quantity: 1,
      listPrice: { value: 1, valueString: '1,00 TL', currency: 'TL' },
      salePrice: { value: 1, valueString: '1,00 TL', currency: 'TL' },
      product: { productId: '0de9dde9-b7e6-47a8-7205-08daef63e1be', name: 'Deneme Tişört Deneme', code: 'deneroyaldene-1', vatRate: 18 },
    },
  },
  /** Siparişe Ait Ürün Durumu Güncelleme and Toplu Sipariş Durumu Güncelleme: the requests' fields. */
  itemStatus: { orderNumber: 735071747, item: { orderItemId: 'd6da388c-f465-4f9c-8800-afc9271b801b', status: 12 } },
  /** İade Taleplerini Listeleme: the request, and the answer's page fields. */
  refunds: {
    request: { pageSize: 10, pageNumber: 1, refundStatus: 1, requestStartDate: '2021-10-01', requestEndDate: '2021-10-08' },
    responsePage: { pageSize: 100, pageIndex: 1, totalCount: 49, totalPages: 1 },
    refund: {
      refundId: 'ef2affaf-fdfc-4128-b5bc-3a4c1129e662',
      orderNumber: 818589784,
      refundNumber: 564213,
      refundStatus: 1,
      refundStatusName: 'İade Onayı Bekliyor',
      customerName: 'Dilara Demiral',
      productCode: '201040500',
    },
  },
} as const;

/** The example's shape: each field's JSON type, nested (values differ between a doc and a run). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? 'null' : typeof value;
}

/** The documented fields of `example`, taken from `actual` (the simulator may answer more). */
function picked(actual: unknown, example: object): unknown {
  const record = actual as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && !Array.isArray(value) ? picked(record[key], value) : record[key],
    ]),
  );
}

const SELLER = 'doc-client';

describe('the Pazarama simulator against Pazarama’s documented examples', () => {
  let simulator: Simulator;
  let app: FastifyInstance;
  let bearer: { authorization: string };

  beforeAll(async () => {
    simulator = pazaramaSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    simulator.reset();
    const token = await app.inject({
      method: 'POST',
      url: '/pazarama/connect/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${SELLER}:doc-secret`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials&scope=merchantgatewayapi.fullaccess',
    });
    bearer = { authorization: `Bearer ${token.json<{ data: { accessToken: string } }>().data.accessToken}` };
  });
  afterEach(() => jest.useRealTimers());

  const listings = (items: Array<{ sku: string; barcode: string }>) =>
    app.inject({
      method: 'POST',
      url: '/control/pazarama/listings',
      payload: { seller: SELLER, listings: items.map((item) => ({ ...item, quantity: 5, price: 100 })) },
    });

  it('answers updateStock-v2’s documented request in the documented shape, read back as the lake projections’ example', async () => {
    const clock = simulatorClock();
    await listings([{ sku: 'SKU-2', barcode: '8683670279192' }]);
    const answer = await app.inject({
      method: 'POST',
      url: '/pazarama/product/updateStock-v2',
      headers: bearer,
      payload: DOCUMENTED.updateStock.request,
    });
    expect(answer.statusCode).toBe(200);
    expect(shapeOf(answer.json())).toEqual(shapeOf(DOCUMENTED.updateStock.answer));
    const batchId = answer.json<{ data: string }>().data;

    clock.advance(TEST_SETTINGS.batchCompleteMs);
    const read = await app.inject({
      method: 'GET',
      url: `/pazarama/listing-state/batch-id/${batchId}/lake-projections?page=1&pageSize=3000`,
      headers: bearer,
    });
    const body = read.json<{ data: Array<Record<string, unknown>> }>();
    expect(shapeOf(picked(body, DOCUMENTED.lakeProjections.answer))).toEqual(shapeOf(DOCUMENTED.lakeProjections.answer));
    const row = body.data.find((item) => item.code === '8683670279192');
    expect(shapeOf(picked(row, DOCUMENTED.lakeProjections.stockRow))).toEqual(shapeOf(DOCUMENTED.lakeProjections.stockRow));
    expect(row).toMatchObject({ stock: { status: 0, count: 1 }, operationStatusText: 'Başarılı' });
    // The example's first code is not listed here: "Tamamlanamadı", as the documented price row.
    expect(body.data.find((item) => item.code === '5707055046711')).toMatchObject({
      stock: { status: 1, operationDetail: 'Ürün bulunamadı' },
      operationStatusText: 'Tamamlanamadı',
    });
  });

  it('takes updatePrice-v2’s documented request ten seconds after a stock request, not before', async () => {
    const clock = simulatorClock();
    await app.inject({ method: 'POST', url: '/pazarama/product/updateStock-v2', headers: bearer, payload: DOCUMENTED.updateStock.request });
    const early = await app.inject({
      method: 'POST',
      url: '/pazarama/product/updatePrice-v2',
      headers: bearer,
      payload: DOCUMENTED.updatePrice.request,
    });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('10');
    clock.advance(10_000);
    const later = await app.inject({
      method: 'POST',
      url: '/pazarama/product/updatePrice-v2',
      headers: bearer,
      payload: DOCUMENTED.updatePrice.request,
    });
    expect(shapeOf(later.json())).toEqual(shapeOf(DOCUMENTED.updateStock.answer));
  });

  it('answers getOrdersForApi’s documented paging request with orders of the documented shape', async () => {
    const clock = simulatorClock();
    jest.setSystemTime(new Date('2023-02-10T12:00:00Z'));
    await app.inject({
      method: 'POST',
      url: '/control/pazarama/orders',
      payload: {
        seller: SELLER,
        lines: [{ merchant_sku: 'SKU-1', barcode: 'deneroyaldene-1', product_name: 'Tişört', quantity: 1, amount: 1 }],
        customer: { email: 'pzrmsprs@pazarama.com', phone: '054243029677' },
        shipping_address: { address1: 'Cami sk. NO: 5', city: 'Kütahya', district: 'Merkez' },
      },
    });
    clock.advance(0);
    const answer = await app.inject({
      method: 'POST',
      url: '/pazarama/order/getOrdersForApi',
      headers: bearer,
      payload: DOCUMENTED.orders.request,
    });
    const body = answer.json<{ data: Array<{ items: unknown[] }>; success: boolean; messageCode: string }>();
    expect(body).toMatchObject({ success: true, messageCode: 'ORD0' });
    expect(shapeOf(picked(body.data[0], DOCUMENTED.orders.order))).toEqual(shapeOf(DOCUMENTED.orders.order));
    expect(shapeOf(picked(body.data[0]?.items[0], DOCUMENTED.orders.item))).toEqual(shapeOf(DOCUMENTED.orders.item));
    expect(body.data[0]).toMatchObject({ orderDate: '2023-02-10 12:00', orderStatus: 3 });
  });

  it('takes the documented item status request (12) and lists the documented refund fields', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/control/pazarama/orders',
      payload: {
        seller: SELLER,
        lines: [{ merchant_sku: 'SKU-1', barcode: '201040500', product_name: 'Reçel', quantity: 1, amount: 23.5 }],
      },
    });
    const order = created.json<{ order: { order_number: string; orderNumber: number; items: Array<{ orderItemId: string }> } }>().order;
    const itemId = order.items[0]?.orderItemId;
    const request = {
      ...DOCUMENTED.itemStatus,
      orderNumber: order.orderNumber,
      item: { ...DOCUMENTED.itemStatus.item, orderItemId: itemId },
    };
    const moved = await app.inject({ method: 'PUT', url: '/pazarama/order/updateOrderStatus', headers: bearer, payload: request });
    expect(moved.json()).toMatchObject({ success: true });

    await app.inject({
      method: 'PUT',
      url: '/pazarama/order/updateOrderStatusList',
      headers: bearer,
      payload: { orderNumber: order.orderNumber, status: 11 },
    });
    await app.inject({
      method: 'POST',
      url: `/control/pazarama/orders/${order.order_number}/return`,
      payload: { reason: 'Ürünün parçası eksik' },
    });
    const refunds = await app.inject({
      method: 'POST',
      url: '/pazarama/order/getRefund',
      headers: bearer,
      payload: DOCUMENTED.refunds.request,
    });
    const data = refunds.json<{ data: { responsePage: unknown; refundList: unknown[] } }>().data;
    expect(shapeOf(data.responsePage)).toEqual(shapeOf(DOCUMENTED.refunds.responsePage));
    expect(shapeOf(picked(data.refundList[0], DOCUMENTED.refunds.refund))).toEqual(shapeOf(DOCUMENTED.refunds.refund));
  });
});

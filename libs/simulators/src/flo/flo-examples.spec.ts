import type { FastifyInstance } from 'fastify';
import type { Simulator } from '../core/simulator';
import { simulatorApp, TEST_SETTINGS } from '../testing/simulator-test-app';
import { claimHash } from './flo-claims';
import { floSimulator } from './index';

/**
 * FLO's Swagger page (api.flo.com.tr/api/docs, as stored when the simulator was written): each
 * documented request is sent as printed (ids made the sandbox's), and the answer must carry the
 * documented example's fields with the same JSON types; a value the sandbox does not know
 * (FLO's product ids, images, tax numbers) may be null.
 */
const DOCUMENTED = {
  refusal: { success: false, error: 'unauthorized_request', error_description: 'Invalid auth header!' },
  packageStatus: { request: { status: 'Picking' }, answer: { success: true, timestamp: '1705059450' } },
  ordersPage: { page: 1, size: 200, totalPages: 2, totalElements: 200 },
  order: {
    lines: [
      {
        quantity: 1,
        productId: '23213',
        salesCampaignId: '2',
        productSize: '22',
        merchantSku: 'test-sku',
        productName: 'product flo ayakkabi',
        productCode: 'test',
        merchantId: '10000',
        amount: '149.90',
        discount: '0.00',
        price: '149.90',
        shippingAmount: '0',
        fee: '0.00',
        orderLineItemStatusName: 'ReadyToShip',
        barcode: 'testBarcode',
        vatBaseAmount: '8',
        sku: 'testSku',
        id: 1234,
        image: 'https://floimages.mncdn.com/x.jpg',
        productColor: 'Siyah',
        product_commission: 1.5,
        currencyCode: 'TL',
        discountDetails: [],
      },
    ],
    packageHistories: [{ createdDate: 1595254644, status: 'Created' }],
    shipmentAddress: [
      {
        id: 1,
        firstName: 'firstName',
        lastName: 'lastName',
        address1: 'address1',
        address2: 'address2',
        city: 'Istanbul',
        cityCode: 1518,
        district: 'Beşiktaş',
        districtId: 15182,
        postalCode: '34000',
        countryCode: 'TR',
        phone: '+9045234994534',
        fullName: 'fullName',
        fullAddress: 'fullAddress',
      },
    ],
    orderNumber: '20072017161903-1903',
    grossAmount: '149.90',
    totalDiscount: '149.90',
    totalPrice: '149.90',
    totalShippingAmount: '149.90',
    totalInstallmentFee: '0.90',
    taxNumber: '99999999999',
    customerFirstName: 'Flo',
    customerLastName: 'Ayakkabi',
    customerEmail: 'flo@flo.com.tr',
    customerId: 19230,
    id: 1,
    cargoTrackingNumber: 'test-trc',
    cargoTrackingLink: 'test-link',
    cargoSenderNumber: 'test',
    cargoProviderName: 'Flo Kargo',
    orderDate: '1595254616',
    tcIdentityNumber: '99999999999',
    currencyCode: 'TRY',
    shipmentPackageStatus: 'Created',
    estimatedShippingStart: '1595513816',
    estimatedShippingEnd: '1595513816',
    hasInvoice: true,
  },
  claimsPage: { totalElements: 24, totalPages: 12, page: 1, size: 2 },
  claim: {
    id: 145984,
    increment_id: '20061610094087',
    stock_source_id: 83,
    shipping_barcode: '9513538',
    customer_name: 'john',
    sku: '200000078004',
    qty: 1,
    refund_total: 37.45,
    order_item_id: 22747588,
    reason_text: 'Bedeni/numarası uymadı',
    created_at: '2020-06-16 07:10:16',
    refund_create_date: '2020-06-20 20:55:21',
    product_id: 7462302715,
    name: 'Slazenger OUTCLASS Kadın Terlik Fuşya',
    barcode: '8681174495940',
    color: 'Fuşya',
    size: 39,
    return_status_code: 'refunded',
    return_status: 'İade Onaylanan',
    cargo_name: 'Aras Kargo',
    currencyCode: 'TRY',
    hash: '777acdb2f4',
    images: [{ url: 'https://floimages.mncdn.com/x.jpg' }],
    attributes: [{ attributeName: 'Cinsiyet', attributeValue: 'Kadın', attributeId: 1, attributeValueId: 777 }],
    variantAttributes: [{ attributeName: 'Beden', attributeValue: '37', attributeId: 6 }],
    reject_shipping_barcode: '9996272937',
    reject_tracking_number: '3419424994448',
    reject_tracking_url: 'Beden',
    tracking_url: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=xxx',
    reject_shipping_method: 3,
    reject_date: '2023-05-29 19:35:31',
    reject_reason: 17,
    reject_reason_text: 'Ürün kullanılmış',
    reject_image_urls: 'url,url',
    reject_hash: '23xzcppefsdewr',
    product_review_hash: 'en17prs12xyzcp',
  },
  claimDecision: { success: true, message: 'message' },
  cargoCompanies: {
    '1': { id: 1, name: 'Mng', alias: 'FloShippingMng', class_name: 'mng' },
    '2': { id: 2, name: 'Hepsijet', alias: 'FloShippingHepsijet', class_name: 'hepsijet' },
  },
  changeCargo: { answer: { success: true, message: 'Kargo değişim işlemi başarılı.' } },
  updatePackage: {
    answer: {
      success: true,
      message: 'Successfully Updated',
      data: { pdf: 'pdfcontent', incrementId: 1234567, shipmentService: 'Hepsijet', is_changed: false, isDummyBarcode: false },
    },
  },
  invoiceLink: { success: true, message: 'remote invoice saved.' },
} as const;

const BASIC = { authorization: `Basic ${Buffer.from('doc-user:doc-pass').toString('base64')}` };

/**
 * Whether `actual` has every field of `documented` with its JSON type (arrays by their first
 * item; an empty array in the answer stands for any list; null stands for a value not known).
 */
function sameShape(actual: unknown, documented: unknown, path = '$'): string[] {
  if (actual === null) return [];
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual)) return [`${path} is not an array`];
    return documented.length && actual.length ? sameShape(actual[0], documented[0], `${path}[0]`) : [];
  }
  if (documented !== null && typeof documented === 'object') {
    if (actual === null || typeof actual !== 'object') return [`${path} is not an object`];
    return Object.entries(documented).flatMap(([key, value]) =>
      key in actual ? sameShape((actual as Record<string, unknown>)[key], value, `${path}.${key}`) : [`${path}.${key} is missing`],
    );
  }
  return typeof actual === typeof documented ? [] : [`${path} is ${typeof actual}, documented ${typeof documented}`];
}

describe('the FLO simulator against FLO’s documented examples', () => {
  let simulator: Simulator;
  let app: FastifyInstance;

  beforeAll(async () => {
    simulator = floSimulator(TEST_SETTINGS) as Simulator;
    app = await simulatorApp([simulator]);
  });
  afterAll(() => app.close());
  beforeEach(() => simulator.reset());

  const api = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    app.inject({ method, url: `/flo/v1${url}`, headers: BASIC, payload });
  async function order(): Promise<{ order_number: string; shipment_package_id: string }> {
    const placed = await app.inject({
      method: 'POST',
      url: '/control/flo/orders',
      payload: {
        seller: 'doc-user',
        lines: [{ merchant_sku: 'test-sku', barcode: 'testBarcode', product_name: 'product flo ayakkabi', quantity: 1, amount: 149.9 }],
        customer: { first_name: 'Flo', last_name: 'Ayakkabi', email: 'flo@flo.com.tr', phone: '+9045234994534' },
      },
    });
    return placed.json<{ order: { order_number: string; shipment_package_id: string } }>().order;
  }

  it('refuses in the documented 401 body', async () => {
    const refused = await app.inject({ url: '/flo/v1/orders', headers: { authorization: 'Basic bad' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(DOCUMENTED.refusal);
  });

  it('answers the package status request and lists orders in the documented example’s shape', async () => {
    const placed = await order();
    const moved = await api(`/order/shipment-packages/${placed.shipment_package_id}`, 'POST', DOCUMENTED.packageStatus.request);
    expect(sameShape(moved.json(), DOCUMENTED.packageStatus.answer)).toEqual([]);
    await api('/shipment/update-package', 'POST', { increment_id: placed.order_number });
    const listed = (await api('/orders?page=1&size=200')).json<{ content: unknown[] }>();
    expect(sameShape(listed, DOCUMENTED.ordersPage)).toEqual([]);
    expect(sameShape(listed.content[0], DOCUMENTED.order)).toEqual([]);
  });

  it('lists, approves and rejects claims in the documented shapes', async () => {
    const claimIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const placed = await order();
      const claim = await app.inject({
        method: 'POST',
        url: '/control/flo/claims',
        payload: { order_number: placed.order_number, reason: 'Bedeni/numarası uymadı' },
      });
      claimIds.push(claim.json<{ claim_id: string }>().claim_id);
    }
    const [approved, rejected] = claimIds;
    const approve = await api('/order/claims/approve', 'POST', {
      items: [{ quantity: 1, order_code: 'x', sku: 'test-sku', customer_return_id: Number(approved), hash: claimHash(approved) }],
    });
    expect(sameShape(approve.json(), DOCUMENTED.claimDecision)).toEqual([]);
    const reject = await api('/order/claims/reject', 'POST', {
      id: Number(rejected),
      reject_hash: claimHash(rejected),
      reject_message: 'comment',
      reject_reason: 13,
      reject_image_urls: 'https://floimages.mncdn.com/a.png',
    });
    expect(sameShape(reject.json(), DOCUMENTED.claimDecision)).toEqual([]);
    const listed = (await api('/order/claims?page=1&size=2')).json<{ content: unknown[] }>();
    expect(sameShape(listed, DOCUMENTED.claimsPage)).toEqual([]);
    expect(listed.content.map((claim) => sameShape(claim, DOCUMENTED.claim))).toEqual([[], []]);
  });

  it('answers the shipping and invoice link operations in the documented shapes', async () => {
    const placed = await order();
    expect((await api('/shipment/cargo-company/')).json()).toEqual(DOCUMENTED.cargoCompanies);
    const changed = await api('/shipment/change-cargo-company', 'POST', { new_shipping_method_id: 1, increment_id: placed.order_number });
    expect(changed.json()).toEqual(DOCUMENTED.changeCargo.answer);
    const label = await api('/shipment/update-package', 'POST', { increment_id: placed.order_number });
    expect(sameShape(label.json(), DOCUMENTED.updatePackage.answer)).toEqual([]);
    const link = await api(`/order/supplier-invoice-links?increment_id=${placed.order_number}&invoice_url=https%3A%2F%2Fx.example%2Fi.pdf`);
    expect(link.json()).toEqual(DOCUMENTED.invoiceLink);
  });
});

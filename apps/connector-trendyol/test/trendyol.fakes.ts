import type { ConnectionHandle } from '@tezgah/connector-kit';
import type { MarketplaceConfig, RequestContext } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import type { ThirdPartyRequest, ThirdPartyResponse } from '@tezgah/third-party';
import { TrendyolSessions } from '../src/sub-interface/trendyol-session';
import { TrendyolApi } from '../src/trendyol/trendyol-api';
import type { TrendyolOperation } from '../src/trendyol/trendyol-limits';

export const CTX: RequestContext = { tenant_id: 't1', user_id: 2, role: 'admin', request_id: 'req_unit' };
export const SUPPLIER_ID = '1001';

export const answer = (status: number, body: unknown = {}): ThirdPartyResponse => ({ status, headers: {}, body });
export const refused = (message: string): ThirdPartyResponse => answer(400, { errors: [{ key: 'x', message }] });

type Scripted = ThirdPartyResponse | ((request: ThirdPartyRequest) => ThirdPartyResponse);

/**
 * Trendyol as a unit spec scripts it: the real TrendyolApi over an HTTP client answering each
 * operation from its queue (the last answer repeats); an unscripted call fails the spec.
 */
export function fakeTrendyol(config: Partial<MarketplaceConfig> = {}) {
  const script = new Map<TrendyolOperation, Scripted[]>();
  const request = jest.fn(async (call: ThirdPartyRequest): Promise<ThirdPartyResponse> => {
    const queue = script.get(call.operation as TrendyolOperation);
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) throw new Error(`unscripted ${call.operation}`);
    return typeof next === 'function' ? next(call) : next;
  });
  const handle: ConnectionHandle = {
    tenantId: CTX.tenant_id,
    slug: 'trendyol',
    credentials: { supplier_id: SUPPLIER_ID, api_key: 'key', api_secret: 'secret' },
    config: { environment: 'sandbox', cargo_provider: null, ...config },
    baseUrl: 'http://trendyol.test',
    http: { request },
  };
  const api = new TrendyolApi(handle, 'Tezgah');
  const sessions = automock(TrendyolSessions, { open: jest.fn().mockResolvedValue({ api, handle }) } as Partial<TrendyolSessions>);
  return {
    api,
    handle,
    sessions,
    /** Trendyol answers `operation` with these, in order. */
    on(operation: TrendyolOperation, ...answers: Scripted[]) {
      script.set(operation, answers);
    },
    /** The calls made, as `operation` or with what they sent. */
    calls: (operation?: TrendyolOperation) =>
      request.mock.calls.map(([call]) => call).filter((call) => !operation || call.operation === operation),
  };
}

/** A getShipmentPackages element with what a spec does not care about filled in. */
export function shipmentPackage(fields: Record<string, unknown> = {}) {
  return {
    id: 11,
    orderNumber: '9001',
    orderDate: Date.parse('2026-03-01T12:00:00Z') + 3 * 3_600_000,
    status: 'Created',
    lastModifiedDate: Date.parse('2026-03-01T12:05:00Z'),
    customerFirstName: 'Ali',
    customerLastName: 'Kaya',
    customerId: 77,
    grossAmount: 100,
    totalDiscount: 10,
    totalPrice: 90,
    currencyCode: 'TRY',
    shipmentAddress: { address1: 'İnönü Cad. 3', city: ' Ankara ', district: 'Çankaya', postalCode: '06000' },
    cargoProviderName: 'Trendyol Express Marketplace',
    cargoTrackingNumber: 7330001,
    lines: [{ id: 501, barcode: 'P1', merchantSku: 'SKU-P1', productName: 'Ürün', quantity: 2, price: 45, amount: 45, vatBaseAmount: 20 }],
    ...fields,
  };
}

/** A getShipmentPackages page of `packages`. */
export const packagesPage = (...packages: object[]) =>
  answer(200, { page: 0, size: 200, totalPages: 1, totalElements: packages.length, content: packages });

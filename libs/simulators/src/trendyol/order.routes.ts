import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTrendyolError } from './trendyol-errors';
import { pageOf, parseOr400, queryInt } from './trendyol.query';
import type { ShipmentPackage, TrendyolMarketplace } from './trendyol-state';

const DAY_MS = 86_400_000;
/** getShipmentPackages: at most two weeks per query, the last three months only, a week by default. */
const MAX_SPAN_MS = 14 * DAY_MS;
const HISTORY_MS = 90 * DAY_MS;
const DEFAULT_SPAN_MS = 7 * DAY_MS;

const ordersQuerySchema = z.object({
  startDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  endDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  status: z.string().optional(),
  orderNumber: z.string().optional(),
  shipmentPackageIds: z.string().optional(),
  orderByField: z.enum(['PackageLastModifiedDate', 'CreatedDate']).default('PackageLastModifiedDate'),
  orderByDirection: z.enum(['ASC', 'DESC']).default('DESC'),
  page: queryInt(0, 100_000).default(0),
  size: queryInt(1, Number.MAX_SAFE_INTEGER).default(50),
});

/** The date a query filters and sorts on: the last change, or when the package was created (GMT). */
function dateOf(pkg: ShipmentPackage, field: 'PackageLastModifiedDate' | 'CreatedDate'): number {
  return field === 'PackageLastModifiedDate' ? pkg.lastModifiedDate : pkg.packageHistories[0].createdDate;
}

/** The order services: getShipmentPackages, and the supplier addresses. */
export function orderRoutes(marketplace: TrendyolMarketplace) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { sellerId: string } }>('/integration/order/sellers/:sellerId/orders', async (request, reply) => {
      const query = await parseOr400(ordersQuerySchema, request.query, reply);
      if (!query) return reply;
      const now = Date.now();
      const end = query.endDate ?? (query.startDate === undefined ? now : query.startDate + MAX_SPAN_MS);
      const start = query.startDate ?? end - DEFAULT_SPAN_MS;
      if (end - start > MAX_SPAN_MS) {
        return sendTrendyolError(reply, 400, 'date.range.exceeded', 'startDate ve endDate arasındaki fark en fazla 2 hafta olabilir.');
      }
      if (start < now - HISTORY_MS) {
        return sendTrendyolError(reply, 400, 'date.range.exceeded', 'Yalnızca son 3 ayın siparişleri sorgulanabilir.');
      }
      const statuses = query.status?.split(',').map((s) => s.trim());
      const packageIds = query.shipmentPackageIds?.split(',').map((id) => Number(id.trim()));
      const direction = query.orderByDirection === 'ASC' ? 1 : -1;
      const matching = marketplace
        .account(request.params.sellerId, now)
        .packages.filter((pkg) => {
          const date = dateOf(pkg, query.orderByField);
          return (
            date >= start &&
            date <= end &&
            (!statuses || statuses.includes(pkg.status)) &&
            (query.orderNumber === undefined || pkg.orderNumber === query.orderNumber) &&
            (!packageIds || packageIds.includes(pkg.id))
          );
        })
        .sort((a, b) => direction * (dateOf(a, query.orderByField) - dateOf(b, query.orderByField) || a.id - b.id));
      return pageOf(matching, query.page, query.size);
    });

    app.get<{ Params: { sellerId: string } }>('/integration/sellers/:sellerId/addresses', async () => {
      const supplierAddresses = [
        address(1, 'Shipment', { shipmentAddress: true }),
        address(2, 'Invoice', { invoiceAddress: true }),
        address(3, 'Returning', { returningAddress: true }),
      ];
      return {
        supplierAddresses,
        defaultShipmentAddress: supplierAddresses[0],
        defaultInvoiceAddress: supplierAddresses[1],
        defaultReturningAddress: { present: true, ...supplierAddresses[2] },
      };
    });
  };
}

function address(id: number, addressType: string, role: Record<string, boolean>) {
  return {
    id,
    addressType,
    country: 'Türkiye',
    city: 'İstanbul',
    cityCode: 34,
    district: 'Şişli',
    districtId: 54,
    postCode: '34394',
    address: 'Büyükdere Caddesi No:1',
    fullAddress: 'Büyükdere Caddesi No:1 Şişli 34394 İstanbul Türkiye',
    shipmentAddress: false,
    invoiceAddress: false,
    returningAddress: false,
    ...role,
    default: true,
  };
}

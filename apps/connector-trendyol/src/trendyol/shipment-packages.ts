import { MAX_SPAN_MS } from './orders-cursor';
import { packagesPageSchema, type ShipmentPackage } from './shipment-package';
import type { TrendyolApi } from './trendyol-api';
import { TRENDYOL_OPERATIONS as OP } from './trendyol-limits';

/** getShipmentPackages answers for the last three months only, two weeks a query. */
const SEARCH_WINDOWS = 6;
const ORDERS_PATH = '/order/sellers/{sellerId}/orders';

/** What a page of getShipmentPackages is asked for; the window's dates are those of `orderByField`. */
export interface PackagesQuery {
  startDate: number;
  endDate: number;
  orderByField: 'PackageLastModifiedDate' | 'CreatedDate';
  orderByDirection?: 'ASC' | 'DESC';
  status?: string;
  orderNumber?: string;
  page?: number;
  size: number;
}

/** One page of the seller's packages. */
export function readPackages(api: TrendyolApi, query: PackagesQuery) {
  return api.read(packagesPageSchema, OP.getShipmentPackages, ORDERS_PATH, { ...query });
}

/**
 * The order's packages (none when Trendyol has none): its number filters getShipmentPackages,
 * two weeks a query back from now. By creation date, which never moves: by last change, a change
 * made after `now` was taken (while the call waited its turn of the budget) would carry the
 * package past every window's end.
 */
export async function findPackages(api: TrendyolApi, orderNumber: string): Promise<ShipmentPackage[]> {
  const now = Date.now();
  for (let window = 0; window < SEARCH_WINDOWS; window++) {
    const endDate = now - window * MAX_SPAN_MS;
    const page = await readPackages(api, {
      orderNumber,
      startDate: endDate - MAX_SPAN_MS + 1,
      endDate,
      orderByField: 'CreatedDate',
      size: 200,
    });
    if (page.content.length) return page.content;
  }
  return [];
}

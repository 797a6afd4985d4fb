import type { OrderStatusPush } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';
import { createLogger } from '@tezgah/observability';
import type { ThirdPartyResponse } from '@tezgah/third-party';
import type { ShipmentPackage } from './shipment-package';
import { findPackages } from './shipment-packages';
import { answerError, type TrendyolApi, trendyolErrorMessages } from './trendyol-api';
import { TRENDYOL_OPERATIONS as OP, type TrendyolOperation } from './trendyol-limits';

const logger = createLogger('connector.trendyol.orders');

/** Packages that can no longer move: split (replaced by new ones), cancelled or unsupplied. */
export const GONE = new Set(['UnPacked', 'Cancelled', 'UnSupplied']);
/** Statuses before the carrier has the parcel, when an own-contract tracking number may still be fed. */
const BEFORE_CARRIER = new Set(['Created', 'Picking', 'Invoiced']);

/**
 * Mirrors a seller's status change to Trendyol (research §1.9, decisions §7). The seller may set
 * only Picking and Invoiced; Trendyol moves a package to Shipped when the carrier takes it and to
 * Delivered itself.
 * - `processing`: a Created package is notified Picking.
 * - `shipped`: Picking first if still Created (the seller's part before the carrier); Invoiced
 *   needs an invoice number Tezgah does not have yet, so it is not sent. Under the seller's own
 *   carrier contract (configuration `cargo_provider: OWN_CONTRACT`) the tracking number is fed
 *   through updateTrackingNumber, from which Trendyol follows that carrier.
 * - `delivered`: Trendyol sets Delivered itself; what the seller still owes before it (Picking,
 *   the own-contract tracking number) is sent as for `shipped`, because the runtime sends only an
 *   order's newest status and a quick shipped → delivered must not lose the tracking number.
 * `done` when Trendyol took at least one call; `skipped` when there was nothing to send or
 * Trendyol refused it for good (already further, cancelled, unknown).
 */
export async function pushTrendyolOrderStatus(
  api: TrendyolApi,
  config: MarketplaceConfig,
  change: OrderStatusPush,
): Promise<'done' | 'skipped'> {
  const order = change.marketplace_order_id;
  const shippedOrLater = change.status === 'shipped' || change.status === 'delivered';
  const packages = (await findPackages(api, order)).filter((pkg) => !GONE.has(pkg.status));
  if (!packages.length) return skip(order, change.status, 'no package of the order can move');
  let done = false;
  for (const pkg of packages) {
    if (pkg.status === 'Created') done = (await send(api, pkg, OP.updatePackage, '', picking(pkg))) || done;
    if (shippedOrLater && feedsTracking(config, change, pkg)) {
      done = (await send(api, pkg, OP.updateTrackingNumber, '/update-tracking-number', { trackingNumber: change.tracking_number })) || done;
    }
  }
  return done ? 'done' : skip(order, change.status, 'every package is already there or further');
}

export function picking(pkg: ShipmentPackage) {
  return { lines: pkg.lines.map((line) => ({ lineId: line.id, quantity: line.quantity })), params: {}, status: 'Picking' };
}

/** Own contract only: Trendyol's contracted carriers print Trendyol's own barcode, already on the package. */
function feedsTracking(config: MarketplaceConfig, change: OrderStatusPush, pkg: ShipmentPackage): boolean {
  return (
    config.cargo_provider === 'OWN_CONTRACT' &&
    !!change.tracking_number &&
    BEFORE_CARRIER.has(pkg.status) &&
    String(pkg.cargoTrackingNumber) !== change.tracking_number
  );
}

/** true when Trendyol took the call; a 400 is its refusal for good (logged); anything else is thrown to be retried. */
export async function send(
  api: TrendyolApi,
  pkg: ShipmentPackage,
  operation: TrendyolOperation,
  suffix: string,
  body: object,
): Promise<boolean> {
  const response: ThirdPartyResponse = await api.send(operation, 'PUT', `/order/sellers/{sellerId}/shipment-packages/${pkg.id}${suffix}`, {
    body,
  });
  if (response.status >= 200 && response.status < 300) return true;
  if (response.status === 400) {
    logger.warn(
      { marketplace: 'trendyol', operation, package_id: pkg.id, errors: trendyolErrorMessages(response.body) },
      'Trendyol refused the package update',
    );
    return false;
  }
  throw answerError(operation, response);
}

function skip(order: string, status: string, reason: string): 'skipped' {
  logger.info({ marketplace: 'trendyol', marketplace_order_id: order, status, reason }, 'order status not mirrored');
  return 'skipped';
}

import { randomUUID } from 'node:crypto';
import { RETURN_REASONS } from './trendyol-reference';
import type { Claim, ClaimItem, PackageLine, ShipmentPackage } from './trendyol-state';

export interface ClaimRequest {
  reason: string;
  customer_note?: string | null;
  items: Array<{ line_id?: number; barcode?: string; quantity: number }>;
}

/** The customer's reason as a claim item carries it: a known return reason id, else 451 (Diğer) with the words as the note. */
function reasonOf(reason: string): ClaimItem['reason'] {
  const id = Number(reason);
  const name = RETURN_REASONS.get(id);
  return name ? { name, externalReasonId: id, code: String(id) } : { name: 'Diğer', externalReasonId: 451, code: 'OTHER' };
}

/**
 * A customer's return request on a package: one claim item per unit sent back (Trendyol's
 * claimLineItemIdList names units), status Created until the return package reaches the seller
 * (`arrivesAt`). A line that is not the package's, or more units than it holds, is refused.
 */
export function newClaim(pkg: ShipmentPackage, request: ClaimRequest, nextNumber: () => number, arrivesAt: number): Claim | string {
  const wanted: ClaimRequest['items'] = request.items.length
    ? request.items
    : pkg.lines.map((line) => ({ line_id: line.id, quantity: line.quantity }));
  const lines: Claim['lines'] = [];
  for (const item of wanted) {
    const line: PackageLine | undefined = pkg.lines.find(
      (l) => l.id === item.line_id || (item.line_id === undefined && l.barcode === item.barcode),
    );
    if (!line) return `line ${item.line_id ?? item.barcode} is not in order ${pkg.orderNumber}`;
    if (item.quantity > line.quantity) return `line ${line.id} has ${line.quantity} units`;
    const customerNote = request.customer_note ?? (RETURN_REASONS.has(Number(request.reason)) ? '' : request.reason);
    const items = Array.from({ length: item.quantity }, (): ClaimItem => ({
      id: randomUUID(),
      orderLineItemId: nextNumber(),
      reason: reasonOf(request.reason),
      status: 'Created',
      customerNote,
      note: '',
      resolved: false,
      autoAccepted: false,
      acceptedBySeller: false,
      waitingSince: null,
    }));
    lines.push({ line, items });
  }
  const now = Date.now();
  return {
    id: randomUUID(),
    orderNumber: pkg.orderNumber,
    pkg,
    claimDate: now,
    returnPackageId: nextNumber(),
    returnTrackingNumber: 7_330_000_000_000 + nextNumber(),
    arrivesAt,
    lines,
    lastModifiedDate: now,
    audits: lines.flatMap(({ items }) =>
      items.map((item) => ({ claimItemId: item.id, previousStatus: '', newStatus: 'Created', executorApp: 'Trendyol', date: now })),
    ),
  };
}

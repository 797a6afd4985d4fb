import type { FloClaimDecision } from './flo-claims';
import type { FloPackage } from './flo-shapes';

/** FLO's carriers (`GET /v1/shipment/cargo-company/`, the documented example's two). */
export const FLO_CARGO_COMPANIES = {
  '1': { id: 1, name: 'Mng', alias: 'FloShippingMng', class_name: 'mng' },
  '2': { id: 2, name: 'Hepsijet', alias: 'FloShippingHepsijet', class_name: 'hepsijet' },
} as const;
const DEFAULT_SHIPPING_METHOD = 1;

export function carrierName(shippingMethodId: number): string {
  return Object.values(FLO_CARGO_COMPANIES).find((company) => company.id === shippingMethodId)?.name ?? 'Flo Kargo';
}

/** What FLO keeps per package and claim beyond the neutral order state, by order number and claim id. */
export class FloPackages {
  private packages = new Map<string, FloPackage>();
  private decisions = new Map<string, FloClaimDecision>();
  private counter = 0;

  of(orderNumber: string): FloPackage {
    let pkg = this.packages.get(orderNumber);
    if (!pkg) {
      pkg = { status: null, shippingMethodId: DEFAULT_SHIPPING_METHOD, hasInvoice: false };
      this.packages.set(orderNumber, pkg);
    }
    return pkg;
  }

  decision(claimId: string): FloClaimDecision | undefined {
    return this.decisions.get(claimId);
  }

  decide(claimId: string, decision: FloClaimDecision): void {
    this.decisions.set(claimId, decision);
  }

  /** A carrier's tracking number for a label (`update-package`). */
  nextTrackingNumber(): string {
    this.counter += 1;
    return `FLO${String(this.counter).padStart(10, '0')}`;
  }

  reset(): void {
    this.packages = new Map();
    this.decisions = new Map();
    this.counter = 0;
  }
}

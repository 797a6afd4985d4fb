import type { SandboxSettings } from '../../core/simulator';

/** The carrier's progress of a parcel (decisions §9, §14), in our neutral words; each simulator renders its carrier's codes. */
export const SIM_PROGRESS = ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'] as const;
export type SimShipmentStatus = (typeof SIM_PROGRESS)[number] | 'returned' | 'failed' | 'cancelled';

export interface SimAddress {
  name: string;
  line1: string;
  city: string;
  district: string | null;
  phone: string | null;
}

export interface SimShipment {
  /** The customer's own key for the booking (Yurtiçi cargoKey, Aras IntegrationCode, a reference): unique per account. */
  reference: string;
  account: string;
  tracking_number: string;
  created_at: number;
  receiver: SimAddress;
  sender: SimAddress | null;
  packages: number;
  weight_kg: number;
  /** Set by the control API: the parcel ends here from that moment. */
  ended: { status: 'returned' | 'failed' | 'cancelled'; at: number } | null;
  /** Anything the protocol keeps of the booking as it came (echoed back by queries). */
  raw: Record<string, unknown>;
}

export interface SimEvent {
  status: SimShipmentStatus;
  at: number;
  /** The branch or hub where it happened. */
  location: string;
}

const HUBS = ['Çıkış şubesi', 'Transfer merkezi', 'Transfer merkezi', 'Varış şubesi', 'Varış şubesi'];

/**
 * One carrier's shipments in the sandbox. A parcel moves `created → picked_up → in_transit →
 * out_for_delivery → delivered`, one step every `trackingStepMs` from its booking (decisions §14),
 * computed from the clock at each query so nothing runs in the background; the control API ends it
 * `returned` or `failed` at any point. Tracking numbers are the carrier's format (`numberFor`).
 */
type Booking = Omit<SimShipment, 'tracking_number' | 'created_at' | 'ended'>;

export class CarrierShipments {
  private readonly byTracking = new Map<string, SimShipment>();
  private readonly byReference = new Map<string, SimShipment>();
  private sequence = 0;

  constructor(
    private readonly settings: Pick<SandboxSettings, 'trackingStepMs'>,
    /** The carrier's tracking number for the n-th shipment (1-based); some carriers track by the customer's own key (`booking.reference`). */
    private readonly numberFor: (n: number, booking: Booking) => string,
  ) {}

  /** Books a shipment; the same account and reference again returns the first booking (`created: false`). */
  book(input: Booking): { shipment: SimShipment; created: boolean } {
    const existing = this.byReference.get(referenceKey(input.account, input.reference));
    if (existing) return { shipment: existing, created: false };
    this.sequence += 1;
    const shipment: SimShipment = { ...input, tracking_number: this.numberFor(this.sequence, input), created_at: Date.now(), ended: null };
    this.byTracking.set(shipment.tracking_number, shipment);
    this.byReference.set(referenceKey(input.account, input.reference), shipment);
    return { shipment, created: true };
  }

  byNumber(trackingNumber: string): SimShipment | undefined {
    return this.byTracking.get(trackingNumber);
  }

  byReferenceOf(account: string, reference: string): SimShipment | undefined {
    return this.byReference.get(referenceKey(account, reference));
  }

  /** Its events so far, oldest first; the last one is its status now. */
  events(shipment: SimShipment, now = Date.now()): SimEvent[] {
    const step = Math.max(1, this.settings.trackingStepMs);
    const until = shipment.ended ? Math.min(now, shipment.ended.at) : now;
    const reached = Math.min(SIM_PROGRESS.length - 1, Math.floor((until - shipment.created_at) / step));
    const events: SimEvent[] = SIM_PROGRESS.slice(0, reached + 1).map((status, index) => ({
      status,
      at: shipment.created_at + index * step,
      location: index < 2 ? (shipment.sender?.city ?? HUBS[index]) : index < 3 ? HUBS[index] : shipment.receiver.city,
    }));
    const last = events[events.length - 1];
    if (shipment.ended && last.status !== 'delivered') {
      events.push({ status: shipment.ended.status, at: shipment.ended.at, location: last.location });
    }
    return events;
  }

  status(shipment: SimShipment, now = Date.now()): SimShipmentStatus {
    const events = this.events(shipment, now);
    return events[events.length - 1].status;
  }

  /**
   * The control API's end of a parcel before delivery; an ended one stays as it ended. A delivered
   * parcel is the customer's: sending it back is the marketplace's return flow, a new shipment.
   */
  end(shipment: SimShipment, status: 'returned' | 'failed' | 'cancelled'): boolean {
    if (shipment.ended) return shipment.ended.status === status;
    if (this.status(shipment) === 'delivered') return false;
    shipment.ended = { status, at: Date.now() };
    return true;
  }

  all(): SimShipment[] {
    return [...this.byTracking.values()];
  }

  reset(): void {
    this.byTracking.clear();
    this.byReference.clear();
    this.sequence = 0;
  }
}

function referenceKey(account: string, reference: string): string {
  return `${account}\u0000${reference}`;
}

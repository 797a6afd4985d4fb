import { randomBytes } from 'node:crypto';
import type { MarketplaceState } from '../shared/seller-account';

/** The warehouse every sandbox seller ships from (the id of PttAVM's create-barcode example). */
export const SANDBOX_WAREHOUSE = { warehouse_id: 100301619, name: 'Ana Depo', city: 'İstanbul' };
export const PTT_CARGO = 'PTT Kargo';

interface BarcodeJob {
  trackingId: string;
  createdAt: number;
  orders: Array<{ order_id: string; warehouse_id: number }>;
  outcome: { barcodes: Array<{ order_id: string; barcode: string }>; failed: string[] } | null;
}

/**
 * create-barcode's asynchronous jobs: `pending` until the sandbox's batch delay has passed (on the
 * simulator clock), then each order still waiting for cargo gets a PTT barcode (its tracking
 * number) and moves to processing; the others fail, and the job reads `error`.
 */
export class PttBarcodeJobs {
  private jobs = new Map<string, BarcodeJob>();
  private counter = 0;

  constructor(
    private readonly state: MarketplaceState,
    private readonly completeMs: number,
  ) {}

  create(orders: BarcodeJob['orders']): BarcodeJob {
    const job: BarcodeJob = { trackingId: randomBytes(16).toString('hex'), createdAt: Date.now(), orders, outcome: null };
    this.jobs.set(job.trackingId, job);
    return job;
  }

  find(trackingId: string): BarcodeJob | undefined {
    const job = this.jobs.get(trackingId);
    if (job && !job.outcome && Date.now() - job.createdAt >= this.completeMs) job.outcome = this.complete(job);
    return job;
  }

  /** The barcode an order was given, if any. */
  barcodeOf(orderId: string): string | null {
    return this.state.findOrder(orderId)?.order.tracking_number ?? null;
  }

  reset(): void {
    this.jobs = new Map();
    this.counter = 0;
  }

  private complete(job: BarcodeJob): NonNullable<BarcodeJob['outcome']> {
    const outcome: NonNullable<BarcodeJob['outcome']> = { barcodes: [], failed: [] };
    for (const { order_id: orderId, warehouse_id: warehouseId } of job.orders) {
      const found = this.state.findOrder(orderId);
      if (!found || warehouseId !== SANDBOX_WAREHOUSE.warehouse_id || !['created', 'processing'].includes(found.order.status)) {
        outcome.failed.push(orderId);
        continue;
      }
      const barcode = found.order.tracking_number ?? this.nextBarcode();
      found.account.moveOrder(found.order, 'processing', { tracking_number: barcode, cargo_provider: PTT_CARGO });
      outcome.barcodes.push({ order_id: orderId, barcode });
    }
    return outcome;
  }

  private nextBarcode(): string {
    this.counter += 1;
    return `27102${String(this.counter).padStart(8, '0')}`;
  }
}

/** `barcode-status`: completed | error | pending (documented), with the barcodes made. */
export function renderBarcodeStatus(job: BarcodeJob) {
  const status = !job.outcome ? 'pending' : job.outcome.failed.length ? 'error' : 'completed';
  return {
    tracking_id: job.trackingId,
    status,
    barcodes: job.outcome?.barcodes ?? [],
    message: job.outcome?.failed.length ? `Barkod oluşturulamayan siparişler: ${job.outcome.failed.join(', ')}` : '',
    code: 200,
    success: true,
  };
}

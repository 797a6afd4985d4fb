import { Inject, Injectable } from '@nestjs/common';
import type { AcceptedInvoice, RequestContext, TrendyolOrdersPage, TrendyolOrdersQuery, TrendyolStatusChange } from '@tezgah/contracts';
import { fieldMessage, type FieldMessageCode, InvoicesAcceptedOfMarketplaceOrder } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { type ShipmentPackage, trendyolOrderOf } from '../../trendyol/shipment-package';
import { readPackages } from '../../trendyol/shipment-packages';
import type { TrendyolApi } from '../../trendyol/trendyol-api';
import { sendLink } from '../../trendyol/trendyol-invoice';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';
import { orderPackages, refusal, takeWrite, TrendyolSessions } from '../trendyol-session';

const DAY_MS = 86_400_000;
/** The seller's side of a package's life, in order (spec: "Marketplace A order status"); Delivered is Trendyol's. */
const FORWARD = ['Created', 'Picking', 'Invoiced', 'Shipped'] as const;
/** Trendyol's reason for a seller's cancellation: stock out (the only reason the spec allows). */
const STOCK_OUT_REASON = 500;
const logger = createLogger('connector.trendyol.orders');

/** The number `Invoiced` is sent with, and the Tezgah invoice it came from (none when the caller gave it). */
interface InvoicedWith {
  number: string;
  accepted: AcceptedInvoice | null;
}

/**
 * `GET /marketplaces/trendyol/orders` (Trendyol's own paging, zero-based) and
 * `PATCH …/orders/{order_number}/status`: forward moves only, each step Trendyol takes sent in
 * order (Picking before Invoiced); a backward or sideways move is 422 with `{from, to, allowed}`.
 * `Invoiced` without `invoice_number` takes the order's accepted Tezgah invoice: its number, then
 * its link on the package (422 when the order has none).
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly sessions: TrendyolSessions,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  async list(query: TrendyolOrdersQuery, ctx: RequestContext): Promise<TrendyolOrdersPage> {
    const end = query.end ? Date.parse(query.end) : Date.now();
    const start = query.start ? Date.parse(query.start) : end - 7 * DAY_MS;
    if (end < start) throw invalid('start', 'date_range_reversed');
    if (end - start > 14 * DAY_MS) throw invalid('end', 'trendyol_date_span');
    const { api } = await this.sessions.open(ctx);
    const page = await readPackages(api, {
      status: query.status,
      startDate: start,
      endDate: end,
      page: query.page,
      size: query.size,
      orderByField: 'PackageLastModifiedDate',
      orderByDirection: 'DESC',
    });
    return {
      page: page.page,
      size: page.size,
      total_pages: page.totalPages,
      total_elements: page.totalElements,
      orders: page.content.map(trendyolOrderOf),
    };
  }

  async changeStatus(change: TrendyolStatusChange, ctx: RequestContext) {
    const { api, handle } = await this.sessions.open(ctx);
    const pkg = (await orderPackages(api, change.order_number)).find((candidate) => candidate.id === change.shipment_package_id);
    if (!pkg) throw refusal('shipment_package_id', 'trendyol_package_not_in_order');
    for (const line of change.lines) {
      const packageLine = pkg.lines.find((candidate) => candidate.id === line.line_id);
      if (!packageLine || line.quantity > packageLine.quantity) throw refusal('lines', 'trendyol_line_not_in_package');
    }
    const answer = { order_number: change.order_number, shipment_package_id: pkg.id, status: change.status };
    if (change.status === 'Cancelled') {
      if (pkg.status !== 'Created') throw backward(pkg.status, change.status);
      const response = await api.send(
        OP.cancelPackageItems,
        'PUT',
        `/order/sellers/{sellerId}/shipment-packages/${pkg.id}/items/unsupplied`,
        {
          body: { lines: change.lines.map(toTrendyolLine), reasonId: STOCK_OUT_REASON },
          retries: 0,
        },
      );
      takeWrite(OP.cancelPackageItems, response, 'status');
      return answer;
    }
    const from = FORWARD.indexOf(pkg.status as (typeof FORWARD)[number]);
    const to = FORWARD.indexOf(change.status);
    if (from === to) return answer;
    if (from < 0 || to < from) throw backward(pkg.status, change.status);
    // Shipping under the seller's own contract skips Invoiced when no invoice number is given (the carrier's number is enough).
    const steps = FORWARD.slice(from + 1, to + 1).filter(
      (step) => step !== 'Invoiced' || change.status !== 'Shipped' || !!change.invoice_number,
    );
    if (change.status === 'Shipped' && (handle.config.cargo_provider !== 'OWN_CONTRACT' || !change.tracking_number))
      throw refusal('status', 'trendyol_shipped_by_carrier');
    const invoice = steps.includes('Invoiced') ? await this.invoicedWith(change, ctx) : null;
    const lines = change.lines.map(toTrendyolLine);
    const path = `/order/sellers/{sellerId}/shipment-packages/${pkg.id}`;
    for (const step of steps) {
      if (step === 'Shipped') {
        const response = await api.send(OP.updateTrackingNumber, 'PUT', `${path}/update-tracking-number`, {
          body: { trackingNumber: change.tracking_number },
        });
        takeWrite(OP.updateTrackingNumber, response, 'tracking_number');
        continue;
      }
      const params = step === 'Invoiced' ? { invoiceNumber: invoice?.number } : {};
      takeWrite(OP.updatePackage, await api.send(OP.updatePackage, 'PUT', path, { body: { lines, params, status: step } }), 'status');
      if (step === 'Invoiced' && invoice?.accepted) await this.linkInvoice(api, pkg, invoice.accepted);
    }
    return answer;
  }

  /** The number the caller gave, else the order's accepted Tezgah invoice's; neither is 422 (issue the invoice first). */
  private async invoicedWith(change: TrendyolStatusChange, ctx: RequestContext): Promise<InvoicedWith> {
    if (change.invoice_number) return { number: change.invoice_number, accepted: null };
    const accepted = await this.rpc.request(InvoicesAcceptedOfMarketplaceOrder, ctx, {
      marketplace: 'trendyol',
      marketplace_order_id: change.order_number,
    });
    if (!accepted) throw refusal('invoice_number', 'trendyol_invoice_not_issued');
    return { number: accepted.number, accepted };
  }

  /**
   * The invoice's link on the package, as the invoice mirror sends it. The status has moved by
   * now, so a failure is logged, not answered: the mirror keeps sending every accepted invoice
   * until Trendyol takes it.
   */
  private async linkInvoice(api: TrendyolApi, pkg: ShipmentPackage, accepted: AcceptedInvoice): Promise<void> {
    try {
      await sendLink(api, pkg, { ...accepted, replaces: false });
    } catch (error) {
      logger.warn({ err: error, marketplace: 'trendyol', package_id: pkg.id }, 'invoice link not sent; the invoice mirror sends it');
    }
  }
}

const toTrendyolLine = (line: { line_id: number; quantity: number }) => ({ lineId: line.line_id, quantity: line.quantity });

function backward(from: string, to: string): DomainError {
  const index = FORWARD.indexOf(from as (typeof FORWARD)[number]);
  const allowed = index < 0 ? [] : [...FORWARD.slice(index + 1), ...(from === 'Created' ? ['Cancelled'] : [])];
  return new DomainError('business.invalid', {
    from,
    to,
    allowed,
    status: [{ code: 'trendyol_status_backward', message: fieldMessage('trendyol_status_backward', { from, to }) }],
  });
}

function invalid(field: string, code: FieldMessageCode): DomainError {
  return new DomainError('validation.failed', { [field]: [{ code, message: fieldMessage(code) }] });
}

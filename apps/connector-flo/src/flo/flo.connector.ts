import type { ConnectorAccount, MarketplaceConfig, MarketplaceOrderDto, MarketplaceSlug } from '@tezgah/contracts';
import type {
  ConnectionHandle,
  ConnectorLimits,
  InvoicePush,
  MarketplaceConnector,
  MarketplaceListing,
  OrderStatusPush,
  OrdersPage,
  StockPushOutcome,
  StockUpdate,
} from '@tezgah/connector-kit';
import { credentialsRefused, readAnswer, sandboxUrlOf } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import type { ThirdPartyRequest } from '@tezgah/third-party';
import type { z } from 'zod';
import { changedAt, type FloPackage, ordersAnswer, successAnswer, toOrder } from './flo-answers';
import { LOOK_BACK_MS, pollWindow } from './flo-orders-window';

/**
 * FLO publishes no request budget: 600 calls a minute per user is our pacing. Nothing is pushed
 * (FLO documents no stock endpoint), so the batch size only bounds how many refusals one turn records.
 */
export const FLO_LIMITS: ConnectorLimits = {
  rate: { '*': { points: 600, durationMs: 60_000 } },
  stockBatchSize: 1000,
};
/** The largest page FLO's order list is asked for (its example's page of 200; no maximum is documented). */
const ORDERS_PAGE_SIZE = 200;
/** FLO documents one host (`https://api.flo.com.tr/v1`) and no test host: stage uses it too. */
const FLO_HOST = 'https://api.flo.com.tr';

/** Why a stock value never reaches FLO: the seller's reason on the refused push (docs/simulators/flo.md). */
export const STOCK_NOT_OFFERED =
  'FLO’nun yayımlanmış API’si stok ve fiyat güncellemesi sunmuyor; bu ürünün FLO stoğu FLO satıcı panelinden güncellenmelidir.';

const logger = createLogger('connector.flo');

type Call = Omit<ThirdPartyRequest, 'url' | 'headers'> & { path: string };

export class FloConnector implements MarketplaceConnector {
  readonly name = 'flo';

  limits(): ConnectorLimits {
    return FLO_LIMITS;
  }

  baseUrl(slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? sandboxUrlOf(sandboxBase, slug) : FLO_HOST;
  }

  /**
   * One order page proves the Basic user; FLO's paths name no seller, so the account is the seller
   * id the seller gave (FLO prints it on each line as `merchantId`).
   */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    await this.orders(connection, { page: 1, size: 1 });
    return { seller_id: connection.credentials.seller_id, store_name: null };
  }

  /** FLO documents no product read: the listing map stays empty, so no stock value is ever sent to FLO. */
  async listListings(): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    logger.info({ marketplace: 'flo' }, 'FLO documents no product read: no listing is mapped');
    return { listings: [] };
  }

  /** Refused for good, each with the reason, never sent: FLO documents no stock endpoint. */
  async pushStock(_connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    return { accepted: [], rejected: updates.map((update) => ({ sku: update.sku, reason: STOCK_NOT_OFFERED })) };
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return new Date(now - LOOK_BACK_MS).toISOString();
  }

  /** Packages changed in the cursor's window (every page of it), cancelled and returned ones included, oldest change first. */
  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const window = pollWindow(cursor === null ? now - LOOK_BACK_MS : Date.parse(cursor), now);
    const packages: FloPackage[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await this.orders(connection, {
        startDate: window.startDate,
        endDate: window.endDate,
        page,
        size: ORDERS_PAGE_SIZE,
        orderByField: 'updated_at',
        orderByDirection: 'ASC',
      });
      packages.push(...answer.content);
      pages = answer.totalPages;
    }
    const orders = packages
      .sort((a, b) => changedAt(a) - changedAt(b))
      .map(toOrder)
      .filter((order): order is MarketplaceOrderDto => order !== null);
    return { orders, cursor: new Date(window.next).toISOString(), more: window.more };
  }

  /**
   * `processing` and `shipped` move the package to Picking and have FLO make its carrier's label
   * (update-package: the tracking number the seller ships with); FLO's carrier reports the
   * shipment and the delivery, so nothing more is sent for them.
   */
  async pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    if (change.status === 'delivered') return skip(change, 'FLO’s carrier reports the delivery');
    const pkg = await this.package(connection, change.marketplace_order_id);
    if (!pkg || !(await this.toPicking(connection, pkg))) return skip(change, 'unknown, or past waiting for cargo');
    if (!pkg.cargoTrackingNumber) {
      await this.call(
        connection,
        { method: 'POST', path: '/v1/shipment/update-package', operation: 'update-package', body: { increment_id: pkg.orderNumber } },
        successAnswer,
      );
    }
    return 'done';
  }

  /** The invoice's link (`GET /v1/order/supplier-invoice-links`, with its number and date). */
  async sendInvoice(connection: ConnectionHandle, invoice: InvoicePush): Promise<'done' | 'skipped'> {
    await this.call(
      connection,
      {
        method: 'GET',
        path: '/v1/order/supplier-invoice-links',
        operation: 'supplier-invoice-links',
        query: {
          increment_id: invoice.marketplace_order_id,
          invoice_url: invoice.pdf_url,
          invoice_serial: invoice.number,
          invoice_date: invoice.issued_at,
        },
      },
      successAnswer,
    );
    return 'done';
  }

  /** Created → Picking (`POST /v1/order/shipment-packages/{id}`); Picking and Invoiced are there already; false past them. */
  private async toPicking(connection: ConnectionHandle, pkg: FloPackage): Promise<boolean> {
    if (pkg.shipmentPackageStatus === 'Picking' || pkg.shipmentPackageStatus === 'Invoiced') return true;
    if (pkg.shipmentPackageStatus !== 'Created') return false;
    await this.call(
      connection,
      { method: 'POST', path: `/v1/order/shipment-packages/${pkg.id}`, operation: 'shipment-packages', body: { status: 'Picking' } },
      successAnswer,
    );
    return true;
  }

  private async package(connection: ConnectionHandle, orderNumber: string): Promise<FloPackage | undefined> {
    return (await this.orders(connection, { orderNumber, page: 1, size: 1 })).content[0];
  }

  private orders(connection: ConnectionHandle, query: Record<string, string | number>) {
    return this.call(connection, { method: 'GET', path: '/v1/orders', operation: 'orders', query }, ordersAnswer);
  }

  private async call<T extends z.ZodType>(connection: ConnectionHandle, request: Call, answer: T): Promise<z.infer<T>> {
    const { path, ...rest } = request;
    const { username, password } = connection.credentials;
    const response = await connection.http.request({
      ...rest,
      url: `${connection.baseUrl}${path}`,
      headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
    });
    return readAnswer(response, answer, {
      marketplace: 'flo',
      operation: request.operation,
      refused: (status) =>
        status === 401 || status === 403 ? credentialsRefused('password', 'FLO', 'marketplace_login_refused') : undefined,
    });
  }
}

function skip(change: OrderStatusPush, reason: string): 'skipped' {
  logger.info(
    { marketplace: 'flo', marketplace_order_id: change.marketplace_order_id, status: change.status, reason },
    'order status not mirrored',
  );
  return 'skipped';
}

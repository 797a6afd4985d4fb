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
import { sandboxUrlOf } from '@tezgah/connector-kit';
import type { ConnectorAccount, MarketplaceConfig, MarketplaceOrderDto, MarketplaceSlug } from '@tezgah/contracts';
import { marketplaceMessage } from '@tezgah/contracts';
import { z } from 'zod';
import { formatOrdersCursor, lookBackOrdersCursor, MAX_SPAN_MS, nextOrdersCursor, parseOrdersCursor } from './orders-cursor';
import { orderOf } from './shipment-package';
import { readPackages } from './shipment-packages';
import { answerError, repeatedPayload, TrendyolApi, trendyolErrorMessages } from './trendyol-api';
import { TRENDYOL_LIMITS, TRENDYOL_OPERATIONS as OP } from './trendyol-limits';
import { sendTrendyolInvoice } from './trendyol-invoice';
import { pushTrendyolOrderStatus } from './trendyol-order-status';

const BASE_URLS = { production: 'https://apigw.trendyol.com', stage: 'https://stageapigw.trendyol.com' } as const;
const PRODUCTS_PATH = '/product/sellers/{sellerId}/products';
const PAGE_SIZE = 100;

const productsPageSchema = z.object({
  totalPages: z.number(),
  content: z.array(
    z.object({
      id: z.string(),
      barcode: z.string(),
      stockCode: z.string().nullish(),
      title: z.string().nullish(),
      quantity: z.number(),
      salePrice: z.number().nullish(),
      approved: z.boolean(),
      onSale: z.boolean().nullish(),
      rejected: z.boolean().nullish(),
      blacklisted: z.boolean().nullish(),
      archived: z.boolean().nullish(),
    }),
  ),
});

type ProductContent = z.infer<typeof productsPageSchema>['content'][number];

/** Trendyol (marketplace A) over its Partner API (research §1). */
export class TrendyolConnector implements MarketplaceConnector {
  readonly name = 'trendyol';

  constructor(private readonly integrator: string) {}

  limits(): ConnectorLimits {
    return TRENDYOL_LIMITS;
  }

  baseUrl(_slug: string, config: MarketplaceConfig, sandboxBase: string): string {
    return config.environment === 'sandbox' ? sandboxUrlOf(sandboxBase, 'trendyol') : BASE_URLS[config.environment];
  }

  /** One product of the filter (not the addresses call, limited to one an hour) proves the credentials. */
  async verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    const api = this.api(connection);
    await api.read(productsPageSchema, OP.filterProducts, PRODUCTS_PATH, { page: 0, size: 1 });
    return { seller_id: api.supplierId, store_name: null };
  }

  async listListings(
    connection: ConnectionHandle,
    pageToken: string | undefined,
  ): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    const page = pageToken ? Number(pageToken) : 0;
    const result = await this.api(connection).read(productsPageSchema, OP.filterProducts, PRODUCTS_PATH, { page, size: PAGE_SIZE });
    return {
      listings: result.content.map(listingOf),
      next: page + 1 < result.totalPages ? String(page + 1) : undefined,
    };
  }

  /**
   * Stock only (prices are left as the seller set them on Trendyol). A batch id means accepted;
   * the item results come later and are not awaited. An identical payload within 15 minutes is
   * refused because those values are already there: accepted too.
   */
  async pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    const withoutBarcode = updates.filter((update) => !update.barcode);
    const sendable = updates.filter((update) => update.barcode);
    const rejected = withoutBarcode.map((update) => ({
      sku: update.sku,
      reason: marketplaceMessage('stock_needs_barcode', { marketplace: 'Trendyol' }),
    }));
    if (!sendable.length) return { accepted: [], rejected };
    const response = await this.api(connection).send(
      OP.updatePriceAndInventory,
      'POST',
      '/inventory/sellers/{sellerId}/products/price-and-inventory',
      {
        body: { items: sendable.map((update) => ({ barcode: update.barcode, quantity: update.quantity })) },
      },
    );
    const skus = sendable.map((update) => update.sku);
    if (response.status === 200 || repeatedPayload(response)) return { accepted: skus, rejected };
    if (response.status === 400) {
      // The whole request was refused as it is: sending it again would be refused the same way.
      const reason =
        trendyolErrorMessages(response.body).join('; ') || marketplaceMessage('request_rejected', { marketplace: 'Trendyol', status: 400 });
      return { accepted: [], rejected: [...rejected, ...skus.map((sku) => ({ sku, reason }))] };
    }
    throw answerError(OP.updatePriceAndInventory, response);
  }

  /** Packages by last change, oldest first, from the cursor (epoch ms) within Trendyol's two-week span. */
  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return lookBackOrdersCursor(now);
  }

  async pullOrders(connection: ConnectionHandle, cursor: string | null): Promise<OrdersPage> {
    const now = Date.now();
    const position = parseOrdersCursor(cursor, now);
    const to = Math.min(position.from + MAX_SPAN_MS, now);
    const result = await readPackages(this.api(connection), {
      startDate: position.from,
      endDate: to,
      orderByField: 'PackageLastModifiedDate',
      orderByDirection: 'ASC',
      page: position.page,
      size: PAGE_SIZE,
    });
    const next = nextOrdersCursor(
      position,
      { lastChanges: result.content.map((pkg) => pkg.lastModifiedDate), totalPages: result.totalPages },
      to,
      now,
    );
    return {
      orders: result.content.map((pkg) => orderOf(pkg, connection.config)).filter((order): order is MarketplaceOrderDto => order !== null),
      cursor: formatOrdersCursor(next.cursor),
      more: next.more,
    };
  }

  pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    return pushTrendyolOrderStatus(this.api(connection), connection.config, change);
  }

  sendInvoice(connection: ConnectionHandle, invoice: InvoicePush): Promise<'done' | 'skipped'> {
    return sendTrendyolInvoice(this.api(connection), invoice);
  }

  private api(connection: ConnectionHandle): TrendyolApi {
    return new TrendyolApi(connection, this.integrator);
  }
}

/** `stockCode` is the seller's SKU (barcode when missing); sellable means approved and on sale. */
function listingOf(product: ProductContent): MarketplaceListing {
  return {
    sku: product.stockCode || product.barcode,
    barcode: product.barcode,
    listing_id: product.id,
    title: product.title ?? null,
    quantity: product.quantity,
    price: product.salePrice ?? null,
    status: listingStatus(product),
  };
}

function listingStatus(product: ProductContent): string {
  if (product.approved && product.onSale) return 'active';
  if (product.blacklisted) return 'blacklisted';
  if (product.rejected) return 'rejected';
  if (product.archived) return 'archived';
  return product.approved ? 'not_on_sale' : 'pending_review';
}

import { Injectable } from '@nestjs/common';
import type { EventData, OrderStockRequested } from '@tezgah/contracts';
import type { Tx } from '@tezgah/persistence';
import { type ProductWrite, planUpdate } from '../products/product-plan';
import type { ProductRow } from '../products/product-row';
import { ProductsRepository } from '../products/products.repository';
import { type StockCause, StockLedger, type StockStep } from '../products/stock-ledger';
import { OrderReservationsRepository, type Reservation } from './order-reservations.repository';

type StockRequest = EventData<typeof OrderStockRequested>;
type Take = StockRequest['take'][number];

/** An order line the stock could not cover in full. */
export interface ShortLine {
  order_id: string;
  sku: string;
  ordered: number;
  taken: number;
}

/**
 * Orders' hold on the catalogue (architecture flow 2, decisions §7), a page of orders at a time:
 * new orders take their quantities from the stock of their SKUs through the ledger (source
 * `order`, one row per order and product, chained), never below 0, recording what they could not
 * take; cancelled orders give back exactly what they took (source `order_cancel`), once. Each
 * change names its order's marketplace, which counted the sale itself, so connectors push it to
 * the other marketplaces only. One transaction for the whole page: each product is written once,
 * at its final stock, and every step is in the ledger.
 */
@Injectable()
export class OrderStockService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly reservations: OrderReservationsRepository,
    private readonly ledger: StockLedger,
  ) {}

  /** Applies a page's request in the caller's transaction (the inbox's); answers the lines short of stock. */
  async apply(tx: Tx, tenantId: string, request: StockRequest, now: Date): Promise<ShortLine[]> {
    const chain = new StockChain(now);
    const short = await this.takeAll(tx, tenantId, request.take, chain, now);
    await this.giveBackAll(tx, tenantId, request.give_back, chain, now);
    await this.products.update(tx, chain.finals(), false);
    await this.ledger.recordSteps(tx, chain.steps, now);
    return short;
  }

  private async takeAll(tx: Tx, tenantId: string, takes: Take[], chain: StockChain, now: Date): Promise<ShortLine[]> {
    if (!takes.length) return [];
    // An order already holding stock (seen again) takes nothing more, also when a page repeats it.
    const seen = await this.reservations.heldBy(
      tx,
      tenantId,
      takes.map((take) => take.order_id),
    );
    const pending = takes.filter((take) => !seen.has(take.order_id) && seen.add(take.order_id));
    const wanted = pending.map((take) => ({ take, quantities: quantitiesBySku(take) }));
    const skus = [...new Set(wanted.flatMap(({ quantities }) => [...quantities.keys()]))];
    const bySku = new Map((await this.products.lockBySkus(tx, tenantId, skus)).map((product) => [product.sku, product]));
    const reservations: Reservation[] = [];
    for (const { take, quantities } of wanted) {
      for (const [sku, ordered] of quantities) {
        const product = bySku.get(sku);
        const taken = product ? Math.min(chain.current(product).stock, ordered) : 0;
        if (product && taken > 0) chain.move(product, -taken, causeOf(take, 'order'));
        reservations.push({ order_id: take.order_id, sku, marketplace: take.marketplace, product_id: product?.id ?? null, ordered, taken });
      }
    }
    await this.reservations.insert(tx, tenantId, reservations, now);
    return reservations
      .filter((line) => line.taken < line.ordered)
      .map(({ order_id, sku, ordered, taken }) => ({ order_id, sku, ordered, taken }));
  }

  /** What the cancelled orders took, given back once (nothing for an order that took nothing). */
  private async giveBackAll(tx: Tx, tenantId: string, giveBacks: StockRequest['give_back'], chain: StockChain, now: Date): Promise<void> {
    if (!giveBacks.length) return;
    const released = await this.reservations.release(
      tx,
      tenantId,
      giveBacks.map((giveBack) => giveBack.order_id),
      now,
    );
    const marketplaceOf = new Map(giveBacks.map((giveBack) => [giveBack.order_id, giveBack.marketplace]));
    // By id, in id order: a product's SKU may have changed since the order took it.
    for (const row of [...released].sort((a, b) => a.product_id.localeCompare(b.product_id))) {
      const product = chain.has(row.product_id) ?? (await this.products.lockById(tx, tenantId, row.product_id));
      if (product)
        chain.move(
          product,
          row.taken,
          causeOf({ order_id: row.order_id, marketplace: marketplaceOf.get(row.order_id) ?? '' }, 'order_cancel'),
        );
    }
  }
}

/** The page's stock steps, each product carried from one step to the next. */
class StockChain {
  readonly steps: StockStep[] = [];
  private readonly latest = new Map<string, ProductRow>();

  constructor(private readonly now: Date) {}

  current(product: ProductRow): ProductRow {
    return this.latest.get(product.id) ?? product;
  }

  has(productId: string): ProductRow | undefined {
    return this.latest.get(productId);
  }

  /** The product's stock moved by `delta` for `cause`. */
  move(product: ProductRow, delta: number, cause: StockCause): void {
    const write: ProductWrite | null = planUpdate(this.current(product), { stock: this.current(product).stock + delta }, this.now);
    if (!write) return;
    this.latest.set(product.id, write.next);
    this.steps.push({ cause, write });
  }

  finals(): ProductRow[] {
    return [...this.latest.values()];
  }
}

function quantitiesBySku(take: Take): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const item of take.items) if (item.quantity > 0) quantities.set(item.sku, (quantities.get(item.sku) ?? 0) + item.quantity);
  return quantities;
}

function causeOf(order: { order_id: string; marketplace: string }, source: 'order' | 'order_cancel'): StockCause {
  return { source, reference: order.order_id, marketplace: order.marketplace, user_id: null, request_id: null };
}

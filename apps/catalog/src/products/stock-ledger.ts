import { Injectable } from '@nestjs/common';
import { CatalogStockChanged, ProductSoldOut, ProductStockChanged, type StockSource } from '@tezgah/contracts';
import { EventOutbox, type OutboxEntry } from '@tezgah/messaging';
import type { Tx } from '@tezgah/persistence';
import type { ProductWrite } from './product-plan';
import { toProductDto } from './product-row';
import { StockLedgerRepository } from './stock-ledger.repository';

/** Who and what caused a set of stock changes. */
export interface StockCause {
  source: StockSource;
  /** The job (bulk) or order behind the change. */
  reference: string | null;
  /** The marketplace an order came from, which needs no push of the change. */
  marketplace?: string | null;
  user_id: number | null;
  request_id: string | null;
}

/** One stock change with its own cause (a batch of orders: each step names its order). */
export interface StockStep {
  cause: StockCause;
  write: ProductWrite;
}

/**
 * The stock ledger: each stock change is one row (the product's next sequence number) and one
 * `product.stock_changed` event (plus `product.sold_out` at 0, and the internal
 * `catalog.stock.changed` the connectors propagate, carrying the sequence), written in the caller's
 * transaction, the same one that changes the product. The row lock every writer takes on the
 * product makes the sequence gapless and the old/new values a chain.
 */
@Injectable()
export class StockLedger {
  constructor(
    private readonly ledger: StockLedgerRepository,
    private readonly outbox: EventOutbox,
  ) {}

  record(tx: Tx, cause: StockCause, writes: ProductWrite[], now: Date): Promise<void> {
    return this.recordSteps(
      tx,
      writes.map((write) => ({ cause, write })),
      now,
    );
  }

  /** Steps of one product chain: in the order given, each its product's next sequence. */
  async recordSteps(tx: Tx, steps: StockStep[], now: Date): Promise<void> {
    const changes = steps.filter(({ write }) => write.oldStock !== null);
    if (!changes.length) return;
    await this.ledger.append(
      tx,
      changes.map(({ cause, write: { next, oldStock } }) => ({
        product_id: next.id,
        seq: next.stock_seq,
        tenant_id: next.tenant_id,
        old_stock: oldStock ?? 0,
        new_stock: next.stock,
        source: cause.source,
        reference: cause.reference,
        user_id: cause.user_id,
        request_id: cause.request_id,
      })),
      now,
    );
    await this.outbox.add(tx, changes.flatMap(eventsOf));
  }
}

/** What one stock change announces. */
function eventsOf({ cause, write: { next, oldStock } }: StockStep): OutboxEntry[] {
  const events: OutboxEntry[] = [
    {
      event: ProductStockChanged,
      tenantId: next.tenant_id,
      data: { product_id: next.id, sku: next.sku, old_stock: oldStock ?? 0, new_stock: next.stock },
    },
    {
      event: CatalogStockChanged,
      tenantId: next.tenant_id,
      data: {
        product_id: next.id,
        sku: next.sku,
        barcode: next.barcode ?? null,
        old_stock: oldStock ?? 0,
        new_stock: next.stock,
        seq: next.stock_seq,
        source: cause.source,
        reference: cause.reference,
        marketplace: cause.marketplace ?? null,
        listed_on: next.listed_on,
      },
    },
  ];
  if (next.stock === 0) events.push({ event: ProductSoldOut, tenantId: next.tenant_id, data: toProductDto(next) });
  return events;
}

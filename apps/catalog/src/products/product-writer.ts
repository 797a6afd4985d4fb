import { Injectable } from '@nestjs/common';
import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { isUniqueViolation, type Tx } from '@tezgah/persistence';
import type { ProductWrite } from './product-plan';
import { ProductsRepository } from './products.repository';
import { type StockCause, StockLedger } from './stock-ledger';

/** 409 `resource.conflict` naming the SKU: another live product of the tenant holds it. */
function skuTaken(): DomainError {
  return new DomainError('resource.conflict', { sku: [{ code: 'sku_taken', message: fieldMessage('sku_taken') }] });
}

/**
 * The one way products are written (create, PATCH, stock, bulk, later orders): rows, live count,
 * stock ledger and events, all in the caller's transaction.
 */
@Injectable()
export class ProductWriter {
  constructor(
    private readonly products: ProductsRepository,
    private readonly ledger: StockLedger,
  ) {}

  /**
   * Fails with `skuTaken()` when an insert or a SKU change meets a live product's SKU, so the
   * caller's transaction rolls back whole.
   */
  async write(
    tx: Tx,
    tenantId: string,
    cause: StockCause,
    writes: { inserts: ProductWrite[]; updates: ProductWrite[] },
    now: Date,
  ): Promise<void> {
    const inserted = await this.products.insert(
      tx,
      writes.inserts.map((write) => write.next),
    );
    if (inserted.size < writes.inserts.length) throw skuTaken();
    try {
      await this.products.update(
        tx,
        writes.updates.map((write) => write.next),
        writes.updates.some((write) => write.skuChanged),
      );
    } catch (error) {
      throw isUniqueViolation(error, 'products_live_sku_key') ? skuTaken() : error;
    }
    await this.products.countLive(tx, tenantId, inserted.size);
    await this.ledger.record(tx, cause, [...writes.inserts, ...writes.updates], now);
  }
}

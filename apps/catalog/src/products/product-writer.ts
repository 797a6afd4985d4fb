import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { isUniqueViolation } from '@tezgah/persistence';
import type { EntityManager } from 'typeorm';
import type { ProductWrite } from './product-plan';
import { ProductStore } from './product.store';
import { type StockCause, StockLedger } from './stock-ledger';

/** 409 `resource.conflict` naming the SKU: another live product of the tenant holds it. */
export function skuTaken(): DomainError {
  return new DomainError('resource.conflict', { sku: [{ code: 'sku_taken', message: fieldMessage('sku_taken') }] });
}

/**
 * The one way products are written (create, PATCH, stock, bulk, later orders): rows, live count,
 * stock ledger and events, all in the caller's transaction. Fails with `skuTaken()` when an
 * insert or a SKU change meets a live product's SKU, so the caller's transaction rolls back whole.
 */
export async function writeProducts(
  manager: EntityManager,
  tenantId: string,
  cause: StockCause,
  writes: { inserts: ProductWrite[]; updates: ProductWrite[] },
  now: Date,
): Promise<void> {
  const inserted = await ProductStore.insert(
    manager,
    writes.inserts.map((write) => write.next),
  );
  if (inserted.size < writes.inserts.length) throw skuTaken();
  try {
    await ProductStore.update(
      manager,
      writes.updates.map((write) => write.next),
    );
  } catch (error) {
    throw isUniqueViolation(error, 'products_live_sku_key') ? skuTaken() : error;
  }
  await ProductStore.countLive(manager, tenantId, inserted.size);
  await StockLedger.record(manager, cause, [...writes.inserts, ...writes.updates], now);
}

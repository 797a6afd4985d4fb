import type { ProductRow } from './product-row';
import { planCreate, planUpdate } from './product-plan';

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-22T11:00:00Z');

describe('product plans', () => {
  it('creates with the defaults of the spec, and a starting stock as the first ledger step', () => {
    const { next, oldStock } = planCreate('ten', { sku: 'A', title: 'T', price: 5 }, now);
    expect(next).toMatchObject({ sku: 'A', currency: 'TRY', stock: 0, stock_seq: 0, images: [], barcode: null, marketplaces: [] });
    expect(oldStock).toBeNull();
    expect(next.id).toMatch(/^prd_/);

    const stocked = planCreate('ten', { sku: 'B', title: 'T', price: 5, stock: 3 }, now);
    expect(stocked.next.stock_seq).toBe(1);
    expect(stocked.oldStock).toBe(0);
  });

  const current = (): ProductRow => ({ ...planCreate('ten', { sku: 'A', title: 'T', price: 5, stock: 2, barcode: '86' }, now).next });

  it('changes only the fields given, clears optional ones with null, and steps the stock sequence', () => {
    const row = current();
    const write = planUpdate(row, { title: 'Yeni', barcode: null, stock: 9 }, later);
    expect(write?.next).toMatchObject({ title: 'Yeni', barcode: null, stock: 9, stock_seq: 2, price: 5, sku: 'A', updated_at: later });
    expect(write?.oldStock).toBe(2);
    expect(write?.skuChanged).toBe(false);
    expect(planUpdate(row, { sku: 'B' }, later)?.skuChanged).toBe(true);
  });

  it('writes nothing when nothing changes, and no ledger step when only other fields change', () => {
    const row = current();
    expect(planUpdate(row, { sku: 'A', price: 5, images: [] }, later)).toBeNull();
    const write = planUpdate(row, { price: 6, stock: 2 }, later);
    expect(write?.oldStock).toBeNull();
    expect(write?.next.stock_seq).toBe(1);
  });

  it('keeps a product’s KDV rate, null by default, changed and cleared like any optional field (decisions §8)', () => {
    expect(planCreate('ten', { sku: 'A', title: 'T', price: 5 }, now).next.vat_rate).toBeNull();
    const rated = planCreate('ten', { sku: 'A', title: 'T', price: 5, vat_rate: 10 }, now).next;
    expect(rated.vat_rate).toBe(10);
    expect(planUpdate(rated, { vat_rate: 1 }, later)?.next.vat_rate).toBe(1);
    expect(planUpdate(rated, { vat_rate: null }, later)?.next.vat_rate).toBeNull();
    expect(planUpdate(rated, { vat_rate: 10 }, later)).toBeNull();
  });
});

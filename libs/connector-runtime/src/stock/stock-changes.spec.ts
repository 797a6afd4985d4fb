import type { CatalogStockChanged, EventData } from '@tezgah/contracts';
import { originMarketplace } from './stock-changes';

const change = (overrides: Partial<EventData<typeof CatalogStockChanged>>): EventData<typeof CatalogStockChanged> => ({
  product_id: 'prd_1',
  sku: 'SKU-1',
  barcode: null,
  old_stock: 5,
  new_stock: 3,
  seq: 2,
  source: 'stock',
  reference: null,
  marketplace: null,
  ...overrides,
});

describe('originMarketplace', () => {
  it('names the marketplace a sale or its cancellation came from, which is then skipped', () => {
    expect(originMarketplace(change({ source: 'order', reference: 'ord_1', marketplace: 'trendyol' }))).toBe('trendyol');
    expect(originMarketplace(change({ source: 'order_cancel', reference: 'ord_1', marketplace: 'n11' }))).toBe('n11');
  });

  it('skips none for a seller change, or an unknown marketplace', () => {
    expect(originMarketplace(change({ source: 'stock', marketplace: 'trendyol' }))).toBeNull();
    expect(originMarketplace(change({ source: 'order', marketplace: 'nowhere' }))).toBeNull();
    expect(originMarketplace(change({ source: 'order', marketplace: null }))).toBeNull();
  });
});

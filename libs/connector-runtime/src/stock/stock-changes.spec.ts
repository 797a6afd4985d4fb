import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { CatalogStockChanged, type EventData, type EventEnvelope } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import { slugsServedBy } from '../connections/served-slug';
import type { ConnectorRuntimeConfig } from '../connector-runtime.config';
import { concernedSlugs, originMarketplace, StockChanges } from './stock-changes';
import { StockPushFlusher } from './stock-push-flusher';
import { StockPushesRepository } from './stock-pushes.repository';

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

describe('concernedSlugs', () => {
  const served = slugsServedBy('generic');

  it('keeps the served marketplaces the change names in listed_on, but not the one it came from', () => {
    const [first, second, third] = served;
    expect(concernedSlugs(served, change({ listed_on: [second, first, 'trendyol'] }))).toEqual([first, second]);
    expect(concernedSlugs(served, change({ source: 'order', marketplace: first, listed_on: [first, third] }))).toEqual([third]);
  });

  it('keeps none when the change names none of them, and all when it names nothing (an older event)', () => {
    expect(concernedSlugs(served, change({ listed_on: ['trendyol'] }))).toEqual([]);
    expect(concernedSlugs(served, change({ listed_on: [] }))).toEqual([]);
    expect(concernedSlugs(served, change({}))).toEqual(served);
  });
});

describe(StockChanges.name, () => {
  const served = slugsServedBy('generic');
  const [origin, other] = served;
  const envelope = (data: EventData<typeof CatalogStockChanged>): EventEnvelope<EventData<typeof CatalogStockChanged>> => ({
    id: 'evt_1',
    type: CatalogStockChanged.type,
    version: CatalogStockChanged.version,
    tenant_id: 'ten_a',
    occurred_at: '2026-03-01T10:00:00.000Z',
    data,
  });
  let sut: StockChanges;
  let pushes: jest.Mocked<StockPushesRepository>;
  let flusher: jest.Mocked<StockPushFlusher>;

  beforeEach(() => {
    pushes = automock(StockPushesRepository);
    flusher = automock(StockPushFlusher);
    pushes.want.mockResolvedValue([]);
    const connector = { name: 'generic' } as MarketplaceConnector;
    sut = new StockChanges(pushes, flusher, connector, { TEZGAH_STOCK_PUSH_WINDOW_MS: 250 } as ConnectorRuntimeConfig);
  });

  it('wants the new stock on every served marketplace but the one the sale came from, once per event', async () => {
    await sut.apply(
      'connector-generic',
      envelope(change({ source: 'order', reference: 'ord_1', marketplace: origin, new_stock: 7, seq: 4 })),
    );

    expect(pushes.want).toHaveBeenCalledWith(
      { consumer: 'connector-generic', id: 'evt_1', tenantId: 'ten_a' },
      { product_id: 'prd_1', sku: 'SKU-1', quantity: 7, seq: 4, changedAt: '2026-03-01T10:00:00.000Z' },
      served.filter((slug) => slug !== origin),
      250,
    );
  });

  it('wants it on every served marketplace for a seller change', async () => {
    await sut.apply('connector-generic', envelope(change({ source: 'stock' })));

    expect(pushes.want.mock.calls[0][2]).toEqual(served);
  });

  it('schedules a flush only where a listing row changed', async () => {
    pushes.want.mockResolvedValue([other]);

    await sut.apply('connector-generic', envelope(change({})));

    expect(flusher.schedule).toHaveBeenCalledTimes(1);
    expect(flusher.schedule).toHaveBeenCalledWith('ten_a', other);
  });

  it('asks the database nothing when the change concerns none of its marketplaces', async () => {
    await sut.apply('connector-generic', envelope(change({ listed_on: ['trendyol', 'amazon'] })));

    expect(pushes.want).not.toHaveBeenCalled();
    expect(flusher.schedule).not.toHaveBeenCalled();
  });

  it('schedules nothing when the connector lists the SKU nowhere (or the event was seen)', async () => {
    await sut.apply('connector-generic', envelope(change({})));

    expect(flusher.schedule).not.toHaveBeenCalled();
  });
});

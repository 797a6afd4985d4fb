import { listingsMappedEvents, MAX_SKUS_PER_MAPPED_EVENT } from './listings-mapped';

describe('listingsMappedEvents', () => {
  it('splits 2,001 added SKUs into events of at most 1000, then the removed ones, in order', () => {
    const add = Array.from({ length: 2001 }, (_, i) => `SKU-${i}`);
    const entries = listingsMappedEvents('ten_1', 'trendyol', { add, remove: ['GONE-1'] });
    const data = entries.map((entry) => entry.data as { mode: string; skus: string[] });
    expect(data.map((d) => [d.mode, d.skus.length])).toEqual([
      ['add', MAX_SKUS_PER_MAPPED_EVENT],
      ['add', MAX_SKUS_PER_MAPPED_EVENT],
      ['add', 1],
      ['remove', 1],
    ]);
    expect(data.flatMap((d) => (d.mode === 'add' ? d.skus : []))).toEqual(add);
    expect(entries.every((entry) => entry.tenantId === 'ten_1' && entry.event.type === 'connectors.listings.mapped')).toBe(true);
  });

  it('publishes nothing when nothing changed', () => {
    expect(listingsMappedEvents('ten_1', 'n11', { add: [], remove: [] })).toEqual([]);
  });
});

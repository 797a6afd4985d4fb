import { sortBulkElements } from './bulk-elements';

describe('bulk import elements', () => {
  it('refuses invalid elements and repeated SKUs, naming the first field at fault, and keeps the rest', () => {
    const { products, rejections } = sortBulkElements([
      { sku: 'A', title: 'Bir', price: 10 },
      { sku: 'B', title: 'x'.repeat(101), price: 10 },
      { sku: 'C', title: 'Üç', price: 10, stock: 2 },
      { sku: 'D', title: 'Dört', price: -1 },
      { sku: 'A', title: 'Bir tekrar', price: 11 },
      { sku: 'E', title: 'Beş', price: 1, colour: 'red' },
      'not an object',
      { title: 'SKU yok', price: 1 },
      { sku: 'F', title: 'Altı', price: 1, images: ['ftp://x'] },
    ]);

    expect(products.map(({ index, product }) => [index, product.sku])).toEqual([
      [0, 'A'],
      [2, 'C'],
    ]);
    expect(rejections.map(({ index, sku, code, field }) => ({ index, sku, code, field }))).toEqual([
      { index: 1, sku: 'B', code: 'validation.failed', field: 'title' },
      { index: 3, sku: 'D', code: 'validation.failed', field: 'price' },
      { index: 4, sku: 'A', code: 'resource.conflict', field: 'sku' },
      { index: 5, sku: 'E', code: 'validation.failed', field: 'colour' },
      { index: 6, sku: '', code: 'validation.failed', field: '' },
      { index: 7, sku: '', code: 'validation.failed', field: 'sku' },
      { index: 8, sku: 'F', code: 'validation.failed', field: 'images' },
    ]);
    expect(rejections.every((r) => r.message.length > 0)).toBe(true);
    expect(rejections[0].message).toBe('En fazla 100 karakter olmalıdır.');
  });

  it('does not count an invalid element as the first occurrence of its SKU', () => {
    const { products, rejections } = sortBulkElements([
      { sku: 'A', title: 'Bir', price: -1 },
      { sku: 'A', title: 'Bir', price: 1 },
    ]);
    expect(products.map((p) => p.index)).toEqual([1]);
    expect(rejections.map((r) => r.code)).toEqual(['validation.failed']);
  });

  it('takes a KDV rate of 0, 1, 10 or 20 (or null), and refuses any other naming vat_rate', () => {
    const { products, rejections } = sortBulkElements([
      { sku: 'A', title: 'Bir', price: 10, vat_rate: 20 },
      { sku: 'B', title: 'İki', price: 10, vat_rate: 0 },
      { sku: 'C', title: 'Üç', price: 10, vat_rate: null },
      { sku: 'D', title: 'Dört', price: 10, vat_rate: 18 },
      { sku: 'E', title: 'Beş', price: 10, vat_rate: '20' },
    ]);
    expect(products.map(({ product }) => [product.sku, product.vat_rate])).toEqual([
      ['A', 20],
      ['B', 0],
      ['C', null],
    ]);
    expect(rejections.map(({ sku, field }) => [sku, field])).toEqual([
      ['D', 'vat_rate'],
      ['E', 'vat_rate'],
    ]);
  });
});

import { searchTextOf } from './search-text';

describe('a product’s search text', () => {
  it('joins SKU, title and barcode, folded, so that no term matches across two of them', () => {
    const text = searchTextOf({ sku: 'AB-1', title: 'Kırmızı Çiçekli Elbise', barcode: '8690001' });
    expect(text).toContain('ab-1');
    expect(text).toContain('kirmizi cicekli elbise');
    expect(text).toContain('8690001');
    expect(text).not.toContain('ab-1 kirmizi');
  });
});

import { fieldMessage, type TrendyolProductItem } from '@tezgah/contracts';
import { attributeRejections, deriveCategory, itemRejections, type LeafCategory } from './product-rules';

const item = (overrides: Partial<TrendyolProductItem> = {}): TrendyolProductItem => ({
  barcode: 'B1',
  title: 'Pamuklu Elbise',
  product_main_id: 'M1',
  brand: 'Tezgah',
  category_id: 411,
  stock_code: 'S1',
  quantity: 1,
  list_price: 10,
  sale_price: 9,
  dimensional_weight: 1,
  description: 'Düz metin',
  currency_type: 'TRY',
  vat_rate: 20,
  cargo_company_id: 17,
  images: [{ url: 'https://cdn.example.com/a.jpg' }],
  attributes: [],
  ...overrides,
});

const ELBISE: LeafCategory = {
  id: 411,
  name: 'Elbise',
  attributes: [
    { id: 47, name: 'Renk', required: true, allowCustom: true, values: [] },
    { id: 338, name: 'Beden', required: true, allowCustom: false, values: [6980, 6981] },
    { id: 14, name: 'Materyal', required: false, allowCustom: false, values: [82] },
  ],
};

describe('Trendyol product rules', () => {
  it('takes a well-formed item', () => {
    expect(itemRejections([item()])).toEqual([]);
  });

  it('refuses per item, naming index, barcode, field and a Turkish reason', () => {
    const found = itemRejections([
      item({ title: 'x'.repeat(101) }),
      item({ barcode: 'B2', description: 'Bir <p>paragraf</p>' }),
      item({ barcode: 'B3', images: [{ url: 'http://cdn.example.com/a.jpg' }, { url: 'kötü' }] }),
      item({ barcode: 'B4', list_price: 5 }),
      item({ barcode: 'B1' }),
      item({ barcode: 'B6', category_id: undefined }),
      item({ barcode: 'B7', auto_category: true }),
    ]);
    expect(found.map((r) => [r.index, r.field, r.code])).toEqual([
      [0, 'items[0].title', 'trendyol_title_too_long'],
      [1, 'items[1].description', 'trendyol_description_html'],
      [2, 'items[2].images[0].url', 'trendyol_image_url'],
      [2, 'items[2].images[1].url', 'trendyol_image_url'],
      [3, 'items[3].list_price', 'trendyol_price_order'],
      [4, 'items[4].barcode', 'trendyol_barcode_repeated'],
      [5, 'items[5].category_id', 'trendyol_category_choice'],
      [5, 'items[5].category_id', 'trendyol_main_id_inconsistent'],
      [6, 'items[6].category_id', 'trendyol_category_choice'],
    ]);
    expect(found[0]).toMatchObject({ barcode: 'B1', reason: fieldMessage('trendyol_title_too_long') });
  });

  it('takes 100 characters and text that merely mentions angle brackets', () => {
    expect(itemRejections([item({ title: 'x'.repeat(100), description: '3 < 5 ve 7 > 2' })])).toEqual([]);
  });

  it('refuses variants of one product_main_id with different brands', () => {
    const found = itemRejections([item(), item({ barcode: 'B2', brand: 'Başka' })]);
    expect(found).toEqual([expect.objectContaining({ index: 1, field: 'items[1].brand', code: 'trendyol_main_id_inconsistent' })]);
  });

  it("checks attributes against the leaf category: required ones present, values the category's", () => {
    expect(
      attributeRejections(
        0,
        item({
          attributes: [
            { attribute_id: 47, custom_value: 'Mavi' },
            { attribute_id: 338, attribute_value_id: 6980 },
          ],
        }),
        ELBISE,
      ),
    ).toEqual([]);
    const missing = attributeRejections(2, item({ attributes: [{ attribute_id: 47, custom_value: 'Mavi' }] }), ELBISE);
    expect(missing).toEqual([
      expect.objectContaining({
        index: 2,
        field: 'items[2].attributes',
        code: 'trendyol_attribute_required',
        reason: expect.stringContaining('Beden'),
      }),
    ]);
    const wrong = attributeRejections(
      0,
      item({
        attributes: [
          { attribute_id: 47, custom_value: 'Mavi' },
          { attribute_id: 338, custom_value: 'XXL' },
          { attribute_id: 14, attribute_value_id: 1 },
        ],
      }),
      ELBISE,
    );
    expect(wrong.map((r) => r.code)).toEqual(['trendyol_attribute_value_invalid', 'trendyol_attribute_value_invalid']);
  });

  it('derives a category from the title (Turkish casing), else from shared words, else none', () => {
    const leaves = [
      { id: 411, name: 'Elbise' },
      { id: 1040, name: 'Şal' },
      { id: 2121, name: 'Telefon Kılıfı' },
    ];
    expect(deriveCategory(item({ title: 'YAZLIK ELBİSE' }), leaves)).toBe(411);
    expect(deriveCategory(item({ title: 'Silikon kılıfı iPhone' }), leaves)).toBe(2121);
    expect(deriveCategory(item({ title: 'Ahşap masa', brand: 'Mobil' }), leaves)).toBeNull();
  });
});

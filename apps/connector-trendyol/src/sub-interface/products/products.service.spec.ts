import type { TrendyolProductItem } from '@tezgah/contracts';
import { automock } from '@tezgah/testing/unit';
import { CTX, fakeTrendyol } from '../../../test/trendyol.fakes';
import { BatchSubmission } from '../submissions/batch-submission';
import { BrandDirectory } from './brand-directory';
import { CategoryReference } from './category-reference';
import { ProductsService } from './products.service';

const item = (barcode: string, fields: Partial<TrendyolProductItem> = {}): TrendyolProductItem => ({
  barcode,
  title: 'Pamuklu Tişört',
  product_main_id: `M-${barcode}`,
  brand: 'Tezgah',
  category_id: 600,
  stock_code: `SKU-${barcode}`,
  quantity: 5,
  list_price: 200,
  sale_price: 150,
  dimensional_weight: 1,
  description: 'Yumuşak pamuk.',
  currency_type: 'TRY',
  vat_rate: 10,
  cargo_company_id: 17,
  images: [{ url: 'https://img.test/1.jpg' }],
  attributes: [{ attribute_id: 47, attribute_value_id: 4 }],
  ...fields,
});
const TSHIRT = { id: 600, name: 'Tişört', attributes: [{ id: 47, name: 'Renk', required: true, allowCustom: false, values: [4, 5] }] };

describe('ProductsService', () => {
  function setUp() {
    const trendyol = fakeTrendyol();
    const categories = automock(CategoryReference);
    categories.leaves.mockResolvedValue([{ id: 600, name: 'Tişört' }]);
    categories.leaf.mockImplementation(async (_api, _base, id) => (id === 600 ? TSHIRT : null));
    const brands = automock(BrandDirectory);
    brands.ids.mockResolvedValue(
      new Map<string, number | null>([
        ['Tezgah', 9],
        ['Bilinmez', null],
      ]),
    );
    const submission = automock(BatchSubmission);
    submission.submit.mockResolvedValue({ batch_id: 'tyb_1', accepted_count: 1, rejected_count: 0, status_url: '', rejections: [] });
    return { trendyol, categories, brands, submission, service: new ProductsService(trendyol.sessions, categories, brands, submission) };
  }

  it("submits an accepted item in Trendyol's words: the brand's and category's ids, its attributes, stock and prices", async () => {
    const { submission, service } = setUp();
    await service.submit(
      [
        item('A', {
          attributes: [
            { attribute_id: 47, attribute_value_id: 4 },
            { attribute_id: 48, custom_value: 'S' },
          ],
        }),
      ],
      CTX,
    );
    const [, , type, barcodes, rejections, payloads] = submission.submit.mock.calls[0];
    expect([type, barcodes, rejections]).toEqual(['products', ['A'], []]);
    expect(payloads.get(0)).toEqual({
      barcode: 'A',
      title: 'Pamuklu Tişört',
      productMainId: 'M-A',
      brandId: 9,
      categoryId: 600,
      stockCode: 'SKU-A',
      dimensionalWeight: 1,
      description: 'Yumuşak pamuk.',
      currencyType: 'TRY',
      vatRate: 10,
      cargoCompanyId: 17,
      images: [{ url: 'https://img.test/1.jpg' }],
      attributes: [
        { attributeId: 47, attributeValueId: 4 },
        { attributeId: 48, customAttributeValue: 'S' },
      ],
      quantity: 5,
      listPrice: 200,
      salePrice: 150,
    });
  });

  it('refuses per item, in index order: an unknown brand, a category that is no leaf, an undetected one, a missing attribute', async () => {
    const { brands, submission, service } = setUp();
    await service.submit(
      [
        item('A', { brand: 'Bilinmez' }),
        item('B', { category_id: 601 }),
        item('C', { category_id: undefined, auto_category: true, title: 'Kahve Fincanı' }),
        item('D', { attributes: [] }),
        item('E', { sale_price: 300 }),
        item('F', { category_id: undefined, auto_category: true, title: 'Kısa kollu tişört' }),
      ],
      CTX,
    );
    // A locally refused item's brand is not looked up.
    expect(brands.ids.mock.calls[0][1]).toEqual(['Bilinmez', 'Tezgah', 'Tezgah', 'Tezgah', 'Tezgah']);
    const [, , , , rejections, payloads] = submission.submit.mock.calls[0];
    expect(rejections.map((r) => [r.index, r.field, r.code])).toEqual([
      [0, 'items[0].brand', 'trendyol_brand_unknown'],
      [1, 'items[1].category_id', 'trendyol_category_not_leaf'],
      [2, 'items[2].auto_category', 'trendyol_category_undetected'],
      [3, 'items[3].attributes', 'trendyol_attribute_required'],
      [4, 'items[4].list_price', expect.any(String)],
    ]);
    expect([...payloads.keys()]).toEqual([5]);
    expect(payloads.get(5)).toMatchObject({ categoryId: 600 });
  });

  it('updates content only: no stock or prices sent, as a product_update batch', async () => {
    const { submission, service } = setUp();
    const { barcode: _barcode, quantity: _q, list_price: _l, sale_price: _s, ...content } = item('A');
    await service.update('A', content, CTX);
    const [, , type, barcodes, rejections, payloads] = submission.submit.mock.calls[0];
    expect([type, barcodes, rejections]).toEqual(['product_update', ['A'], []]);
    expect(payloads.get(0)).not.toHaveProperty('quantity');
    expect(payloads.get(0)).not.toHaveProperty('salePrice');
  });
});

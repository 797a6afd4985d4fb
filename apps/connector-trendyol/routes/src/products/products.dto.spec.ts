import { fieldMessage } from '@tezgah/contracts';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { MAX_SUBMISSION_ITEMS, TrendyolInventoryDto, TrendyolProductsDto, TrendyolProductUpdateDto } from './products.dto';

/** Field paths → constraint messages, nested ones as `items.0.vat_rate` (what the gateway's pipe flattens). */
async function problems(type: new () => object, body: Record<string, unknown>): Promise<Record<string, Record<string, string>>> {
  const found: Record<string, Record<string, string>> = {};
  const walk = (errors: ValidationError[], prefix: string) =>
    errors.forEach((error) => {
      const path = prefix ? `${prefix}.${error.property}` : error.property;
      if (error.constraints) found[path] = error.constraints;
      walk(error.children ?? [], path);
    });
  walk(await validate(plainToInstance(type, body), { whitelist: true, forbidNonWhitelisted: true }), '');
  return found;
}

const item = {
  barcode: 'B1',
  title: 'Elbise',
  product_main_id: 'M1',
  brand: 'Tezgah',
  category_id: 411,
  stock_code: 'S1',
  quantity: 1,
  list_price: 10,
  sale_price: 9,
  dimensional_weight: 1,
  description: 'Pamuk',
  currency_type: 'TRY',
  vat_rate: 10,
  cargo_company_id: 17,
  images: [{ url: 'https://c.ex/1.jpg' }],
  attributes: [{ attribute_id: 47, custom_value: 'Mavi' }],
};

describe('Trendyol sub-interface DTOs', () => {
  it('take the spec’s item fields', async () => {
    expect(await problems(TrendyolProductsDto, { items: [item] })).toEqual({});
  });

  it('refuse a vat_rate outside 0, 1, 10, 20 for the whole request, in Turkish', async () => {
    const found = await problems(TrendyolProductsDto, { items: [{ ...item, vat_rate: 18 }] });
    expect(found['items.0.vat_rate']).toEqual({ isIn: fieldMessage('one_of', { values: ['0', '1', '10', '20'] }) });
  });

  it('leave a 101-character title to the per-item rules (the request is not refused for it)', async () => {
    expect(await problems(TrendyolProductsDto, { items: [{ ...item, title: 'x'.repeat(101) }] })).toEqual({});
  });

  it('refuse unknown fields, an empty list, and more items than one call takes', async () => {
    expect(Object.keys(await problems(TrendyolProductsDto, { items: [{ ...item, colour: 'mavi' }] }))).toEqual(['items.0.colour']);
    expect(Object.keys(await problems(TrendyolProductsDto, { items: [] }))).toEqual(['items']);
    const many = await problems(TrendyolInventoryDto, {
      items: Array.from({ length: MAX_SUBMISSION_ITEMS + 1 }, () => ({ barcode: 'B' })),
    });
    expect(many['items']).toEqual({ arrayMaxSize: fieldMessage('max_items', { n: MAX_SUBMISSION_ITEMS }) });
  });

  it('take an update without barcode, stock and prices, and refuse them there', async () => {
    const { barcode: _b, quantity: _q, list_price: _l, sale_price: _s, ...content } = item;
    expect(await problems(TrendyolProductUpdateDto, content)).toEqual({});
    expect(Object.keys(await problems(TrendyolProductUpdateDto, { ...content, quantity: 3 }))).toEqual(['quantity']);
  });
});

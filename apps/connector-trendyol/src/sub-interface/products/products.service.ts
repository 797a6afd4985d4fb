import { Injectable } from '@nestjs/common';
import type {
  RequestContext,
  TrendyolItemRejection,
  TrendyolProductItem,
  TrendyolProductUpdate,
  TrendyolSubmission,
} from '@tezgah/contracts';
import { type FieldMessageCode, fieldMessage } from '@tezgah/contracts';
import { BatchSubmission } from '../submissions/batch-submission';
import { TrendyolSessions } from '../trendyol-session';
import { BrandDirectory } from './brand-directory';
import { CategoryReference } from './category-reference';
import { attributeRejections, deriveCategory, itemRejections } from './product-rules';

/**
 * `POST /marketplaces/trendyol/products` and `PUT …/products/{barcode}`: every item judged
 * before Trendyol sees it (product-rules.ts, then against its leaf category's attributes and
 * Trendyol's brands, both learnt from Trendyol's API), the accepted ones sent in chunks of 1000
 * under one batch id; the refused ones are in the answer and in the batch, each with its index,
 * barcode, field and Turkish reason.
 */
@Injectable()
export class ProductsService {
  constructor(
    private readonly sessions: TrendyolSessions,
    private readonly categories: CategoryReference,
    private readonly brands: BrandDirectory,
    private readonly submission: BatchSubmission,
  ) {}

  submit(items: TrendyolProductItem[], ctx: RequestContext): Promise<TrendyolSubmission> {
    return this.send('products', items, ctx);
  }

  update(barcode: string, product: TrendyolProductUpdate, ctx: RequestContext): Promise<TrendyolSubmission> {
    // Prices and stock are not part of a content update; the rules compare them, so they are neutral here.
    return this.send('product_update', [{ ...product, barcode, quantity: 0, list_price: 0, sale_price: 0 }], ctx);
  }

  private async send(type: 'products' | 'product_update', items: TrendyolProductItem[], ctx: RequestContext): Promise<TrendyolSubmission> {
    const { api, handle } = await this.sessions.open(ctx);
    const rejections = itemRejections(items);
    const refused = new Set(rejections.map((rejection) => rejection.index));
    const brandIds = await this.brands.ids(
      api,
      items.filter((_, index) => !refused.has(index)).map((item) => item.brand),
    );
    const leaves = await this.categories.leaves(api, handle.baseUrl);
    const payloads = new Map<number, unknown>();
    for (const [index, item] of items.entries()) {
      if (refused.has(index)) continue;
      const reject = (field: string, code: FieldMessageCode, params: Record<string, string | number> = {}) =>
        rejections.push({ index, barcode: item.barcode, field: `items[${index}].${field}`, code, reason: fieldMessage(code, params) });
      const brandId = brandIds.get(item.brand);
      if (!brandId) {
        reject('brand', 'trendyol_brand_unknown', { brand: item.brand });
        continue;
      }
      const categoryId = item.auto_category ? deriveCategory(item, leaves) : (item.category_id ?? null);
      if (categoryId === null) {
        reject('auto_category', 'trendyol_category_undetected');
        continue;
      }
      const category = await this.categories.leaf(api, handle.baseUrl, categoryId);
      if (!category) {
        reject('category_id', 'trendyol_category_not_leaf', { id: categoryId });
        continue;
      }
      const problems = attributeRejections(index, item, category);
      if (problems.length) {
        rejections.push(...problems);
        continue;
      }
      payloads.set(index, trendyolItem(type, item, brandId, categoryId));
    }
    rejections.sort((a, b) => a.index - b.index);
    return this.submission.submit(
      api,
      ctx,
      type,
      items.map((item) => item.barcode),
      rejections as TrendyolItemRejection[],
      payloads,
    );
  }
}

/** The item in Trendyol's words (createProducts V2; updateProducts without stock and prices). */
function trendyolItem(type: 'products' | 'product_update', item: TrendyolProductItem, brandId: number, categoryId: number) {
  const content = {
    barcode: item.barcode,
    title: item.title,
    productMainId: item.product_main_id,
    brandId,
    categoryId,
    stockCode: item.stock_code,
    dimensionalWeight: item.dimensional_weight,
    description: item.description,
    currencyType: item.currency_type,
    vatRate: item.vat_rate,
    cargoCompanyId: item.cargo_company_id,
    images: item.images.map((image) => ({ url: image.url })),
    attributes: item.attributes.map((attribute) =>
      attribute.custom_value !== undefined
        ? { attributeId: attribute.attribute_id, customAttributeValue: attribute.custom_value }
        : { attributeId: attribute.attribute_id, attributeValueId: attribute.attribute_value_id },
    ),
  };
  return type === 'products' ? { ...content, quantity: item.quantity, listPrice: item.list_price, salePrice: item.sale_price } : content;
}

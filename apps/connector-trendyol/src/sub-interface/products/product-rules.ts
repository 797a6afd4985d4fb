import {
  type FieldMessageCode,
  fieldMessage,
  type MessageParams,
  type TrendyolItemRejection,
  type TrendyolProductItem,
} from '@tezgah/contracts';

/** An attribute of a leaf category as getCategoryAttributes describes it. */
export interface CategoryAttributeRule {
  id: number;
  name: string;
  required: boolean;
  allowCustom: boolean;
  values: number[];
}

export interface LeafCategory {
  id: number;
  name: string;
  attributes: CategoryAttributeRule[];
}

export const TITLE_MAX = 100;
/** Any tag: Trendyol's description is plain text here (spec: "plain text, no HTML"). */
const HTML_TAG = /<\/?[a-zA-Z][^>]*>/;
/** Variants of one product_main_id share these (one product card on Trendyol). */
const SHARED_BY_VARIANTS = ['brand', 'category_id'] as const;

const rejection = (
  index: number,
  barcode: string,
  field: string,
  code: FieldMessageCode,
  params?: MessageParams,
): TrendyolItemRejection => ({
  index,
  barcode,
  field,
  code,
  reason: fieldMessage(code, params),
});

/**
 * What can be judged of the items by themselves, before any call: the title's length, HTML in
 * the description, image URLs, list ≥ sale price, a barcode repeated in the request, and
 * variants of one product_main_id agreeing on brand and category. One rejection per problem.
 */
export function itemRejections(items: TrendyolProductItem[]): TrendyolItemRejection[] {
  const found: TrendyolItemRejection[] = [];
  const seen = new Set<string>();
  const firstOfMain = new Map<string, TrendyolProductItem>();
  items.forEach((item, index) => {
    const at = (field: string, code: FieldMessageCode, params?: MessageParams) =>
      found.push(rejection(index, item.barcode, field, code, params));
    if (item.title.length > TITLE_MAX) at(`items[${index}].title`, 'trendyol_title_too_long');
    if (HTML_TAG.test(item.description)) at(`items[${index}].description`, 'trendyol_description_html');
    item.images.forEach((image, i) => {
      if (!isHttpsUrl(image.url)) at(`items[${index}].images[${i}].url`, 'trendyol_image_url');
    });
    if (item.list_price < item.sale_price) at(`items[${index}].list_price`, 'trendyol_price_order');
    if ((item.category_id === undefined) === (item.auto_category !== true)) at(`items[${index}].category_id`, 'trendyol_category_choice');
    if (seen.has(item.barcode)) at(`items[${index}].barcode`, 'trendyol_barcode_repeated');
    seen.add(item.barcode);
    const first = firstOfMain.get(item.product_main_id);
    if (!first) firstOfMain.set(item.product_main_id, item);
    else
      for (const field of SHARED_BY_VARIANTS)
        if (first[field] !== item[field]) at(`items[${index}].${field}`, 'trendyol_main_id_inconsistent', { field });
  });
  return found;
}

/** The item's attributes against its leaf category: every required one given, every value one the category knows. */
export function attributeRejections(index: number, item: TrendyolProductItem, category: LeafCategory): TrendyolItemRejection[] {
  const found: TrendyolItemRejection[] = [];
  for (const rule of category.attributes) {
    const given = item.attributes.find((attribute) => attribute.attribute_id === rule.id);
    const params = { category: category.name, attribute: rule.name };
    if (!given) {
      if (rule.required) found.push(rejection(index, item.barcode, `items[${index}].attributes`, 'trendyol_attribute_required', params));
    } else if (given.custom_value !== undefined ? !rule.allowCustom : !rule.values.includes(given.attribute_value_id ?? -1)) {
      found.push(rejection(index, item.barcode, `items[${index}].attributes`, 'trendyol_attribute_value_invalid', params));
    }
  }
  return found;
}

/**
 * `auto_category` (spec): the leaf whose name the title holds (Turkish casing), else the leaf of
 * the most words in common with title and brand. None: the item is refused.
 */
export function deriveCategory(item: TrendyolProductItem, leaves: ReadonlyArray<{ id: number; name: string }>): number | null {
  const text = `${item.title} ${item.brand}`.toLocaleLowerCase('tr');
  const named = leaves.find((leaf) => text.includes(leaf.name.toLocaleLowerCase('tr')));
  if (named) return named.id;
  const words = new Set(text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2));
  let best: { id: number; score: number } | null = null;
  for (const leaf of leaves) {
    const score = leaf.name
      .toLocaleLowerCase('tr')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => words.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { id: leaf.id, score };
  }
  return best?.id ?? null;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

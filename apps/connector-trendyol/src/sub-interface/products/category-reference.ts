import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { TrendyolApi } from '../../trendyol/trendyol-api';
import type { LeafCategory } from './product-rules';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';

/** Trendyol recommends refreshing categories and their attributes weekly; a day keeps new required attributes close. */
const CACHE_TTL_MS = 24 * 3_600_000;

const attributesSchema = z.object({
  id: z.number(),
  name: z.string(),
  categoryAttributes: z.array(
    z.object({
      attribute: z.object({ id: z.number(), name: z.string() }),
      required: z.boolean(),
      allowCustom: z.boolean(),
      attributeValues: z.array(z.object({ id: z.number() })),
    }),
  ),
});

interface CategoryNode {
  id: number;
  name: string;
  subCategories: CategoryNode[];
}
const nodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), subCategories: z.array(nodeSchema) }),
);
const treeSchema = z.object({ categories: z.array(nodeSchema) });

interface Cached<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * Trendyol's category tree and category attributes, learnt from its API (getCategoryTree,
 * getCategoryAttributes) and kept a day per environment (base URL) in this process: the same for
 * every seller, so a 10,000-item submission asks once per category, not once per item.
 */
@Injectable()
export class CategoryReference {
  private readonly cache = new Map<string, Cached<unknown>>();

  /** The leaf category, or null when Trendyol does not know it as a leaf (404, or a category with sub-categories). */
  async leaf(api: TrendyolApi, baseUrl: string, categoryId: number): Promise<LeafCategory | null> {
    const leaves = await this.leaves(api, baseUrl);
    if (!leaves.some((leaf) => leaf.id === categoryId)) return null;
    return this.remember(`${baseUrl} attributes ${categoryId}`, async () => {
      const answer = await api.read(attributesSchema, OP.getCategoryAttributes, `/product/product-categories/${categoryId}/attributes`, {});
      return {
        id: answer.id,
        name: answer.name,
        attributes: answer.categoryAttributes.map((attribute) => ({
          id: attribute.attribute.id,
          name: attribute.attribute.name,
          required: attribute.required,
          allowCustom: attribute.allowCustom,
          values: attribute.attributeValues.map((value) => value.id),
        })),
      };
    });
  }

  /** The leaves of the tree (only they take products). */
  leaves(api: TrendyolApi, baseUrl: string): Promise<Array<{ id: number; name: string }>> {
    return this.remember(`${baseUrl} tree`, async () => {
      const tree = await api.read(treeSchema, OP.getCategoryTree, '/product/product-categories', {});
      const leaves: Array<{ id: number; name: string }> = [];
      const walk = (nodes: CategoryNode[]) =>
        nodes.forEach((node) => (node.subCategories.length ? walk(node.subCategories) : leaves.push({ id: node.id, name: node.name })));
      walk(tree.categories);
      return leaves;
    });
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.cache.get(key) as Cached<T> | undefined;
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const value = load();
    this.cache.set(key, { value, expiresAt: Date.now() + CACHE_TTL_MS });
    // A failed look-up is not remembered.
    value.catch(() => this.cache.get(key)?.value === value && this.cache.delete(key));
    return value;
  }
}

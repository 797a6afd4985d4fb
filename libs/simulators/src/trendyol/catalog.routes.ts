import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LEAF_CATEGORIES } from './trendyol-catalog';
import { sendTrendyolError } from './trendyol-errors';
import type { BrandRegistry } from './brand-registry';
import { CATEGORY_TREE, CLAIM_ISSUE_REASONS } from './trendyol-reference';
import { parseOr400, queryInt } from './trendyol.query';

const brandsQuerySchema = z.object({ page: queryInt(0, 100_000).default(0), size: queryInt(1, Number.MAX_SAFE_INTEGER).default(1000) });
const byNameQuerySchema = z.object({ name: z.string().min(1) });

/**
 * Trendyol's reference data, the same for every seller (docs "Trendyol Brand List", "Category
 * List", "Category-Attribute List", "Claim Issue Reasons"): paths without a seller id.
 */
export function catalogRoutes(brands: BrandRegistry) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get('/integration/product/brands', async (request, reply) => {
      const query = await parseOr400(brandsQuerySchema, request.query, reply);
      if (!query) return reply;
      return { brands: brands.directory().slice(query.page * query.size, (query.page + 1) * query.size) };
    });

    // Brand names are case sensitive (docs "getBrandsName").
    app.get('/integration/product/brands/by-name', async (request, reply) => {
      const query = await parseOr400(byNameQuerySchema, request.query, reply);
      if (!query) return reply;
      return brands.directory().filter((brand) => brand.name === query.name);
    });

    app.get('/integration/product/product-categories', async () => ({ categories: CATEGORY_TREE }));

    app.get<{ Params: { categoryId: string } }>(
      '/integration/product/product-categories/:categoryId/attributes',
      async (request, reply) => {
        const category = LEAF_CATEGORIES.get(Number(request.params.categoryId));
        if (!category) return sendTrendyolError(reply, 404, 'category.not.found', 'Kategori bulunamadı');
        return {
          id: category.id,
          name: category.name,
          displayName: category.name,
          categoryAttributes: category.attributes.map((attribute) => ({ categoryId: category.id, ...attribute })),
        };
      },
    );

    app.get('/integration/order/claim-issue-reasons', async () => CLAIM_ISSUE_REASONS);
  };
}

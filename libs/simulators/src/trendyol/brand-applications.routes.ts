import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BrandRegistry } from './brand-registry';
import { pageOf, parseOr400, queryInt } from './trendyol.query';

const querySchema = z.object({
  status: z.enum(['UNDER_REVIEW', 'APPROVED', 'REJECTED']).optional(),
  page: queryInt(0, 100_000).default(0),
  size: queryInt(1, 1000).default(50),
});

/**
 * The seller's own brand applications and their review status, UNVERIFIED: Trendyol's Partner API
 * documents none (a brand is applied for in the seller panel); shaped after its other services.
 */
export function brandApplicationRoutes(brands: BrandRegistry) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { sellerId: string } }>('/integration/product/sellers/:sellerId/brand-applications', async (request, reply) => {
      const query = await parseOr400(querySchema, request.query, reply);
      if (!query) return reply;
      const own = brands.applications.filter(
        (application) => application.supplierId === request.params.sellerId && (!query.status || application.status === query.status),
      );
      const page = pageOf(own, query.page, query.size);
      return {
        ...page,
        content: page.content.map((application) => ({
          brandId: application.id,
          brandName: application.name,
          status: application.status,
          applicationDate: application.applicationDate,
        })),
      };
    });
  };
}

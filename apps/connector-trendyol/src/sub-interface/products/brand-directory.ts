import { Injectable } from '@nestjs/common';
import type { TrendyolBrandLookup } from '@tezgah/contracts';
import { z } from 'zod';
import { answerError, type TrendyolApi } from '../../trendyol/trendyol-api';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';

const byNameSchema = z.array(z.object({ id: z.number(), name: z.string() }));
/** A seller applies for a few brands, not a thousand: one page holds them. */
const APPLICATIONS_PAGE = 1000;
const applicationsSchema = z.object({ content: z.array(z.object({ brandId: z.number(), brandName: z.string() })) });

/**
 * Brand names to Trendyol brand ids (getBrandsByName, case-sensitive there). An exact name is
 * APPROVED with its id; the seller's own application under review for it is UNDER_REVIEW with the
 * id it already has (the brand applications service, unverified: docs/marketplaces.md); otherwise
 * the same name in other casing is offered as suggestions.
 */
@Injectable()
export class BrandDirectory {
  async lookup(api: TrendyolApi, name: string): Promise<TrendyolBrandLookup> {
    const found = await api.read(byNameSchema, OP.getBrandsByName, '/product/brands/by-name', { name });
    const exact = found.find((brand) => brand.name === name);
    if (exact) return { name, status: 'APPROVED', brand_id: exact.id, suggestions: [] };
    const applied = (await this.underReview(api)).get(name);
    if (applied !== undefined) return { name, status: 'UNDER_REVIEW', brand_id: applied, suggestions: [] };
    const variants = new Set([name.toLocaleUpperCase('tr'), name.toLocaleLowerCase('tr'), capitalised(name)]);
    variants.delete(name);
    const suggestions: TrendyolBrandLookup['suggestions'] = [];
    for (const variant of variants) {
      for (const brand of await api.read(byNameSchema, OP.getBrandsByName, '/product/brands/by-name', { name: variant }))
        if (brand.name === variant) suggestions.push({ brand_id: brand.id, name: brand.name });
    }
    return { name, status: 'NOT_FOUND', brand_id: null, suggestions };
  }

  /** The brand id of each distinct name (one call per name), or of the seller's application under review for it (one call more). */
  async ids(api: TrendyolApi, names: Iterable<string>): Promise<Map<string, number | null>> {
    const ids = new Map<string, number | null>();
    for (const name of new Set(names)) {
      const found = await api.read(byNameSchema, OP.getBrandsByName, '/product/brands/by-name', { name });
      ids.set(name, found.find((brand) => brand.name === name)?.id ?? null);
    }
    const unknown = [...ids].filter(([, id]) => id === null).map(([name]) => name);
    if (unknown.length) {
      const applied = await this.underReview(api);
      for (const name of unknown) ids.set(name, applied.get(name) ?? null);
    }
    return ids;
  }

  /**
   * The seller's brand applications under Trendyol's review (3 to 7 business days), name → brand
   * id. The service is unverified: where Trendyol does not serve it (404), no brand is under review.
   */
  async underReview(api: TrendyolApi): Promise<Map<string, number>> {
    const query = { status: 'UNDER_REVIEW', size: APPLICATIONS_PAGE };
    const response = await api.send(OP.getBrandApplications, 'GET', '/product/sellers/{sellerId}/brand-applications', { query });
    if (response.status === 404) return new Map();
    const applications = response.status === 200 ? applicationsSchema.safeParse(response.body) : null;
    if (!applications?.success) throw answerError(OP.getBrandApplications, response);
    return new Map(applications.data.content.map((application) => [application.brandName, application.brandId]));
  }
}

function capitalised(name: string): string {
  return name.charAt(0).toLocaleUpperCase('tr') + name.slice(1).toLocaleLowerCase('tr');
}

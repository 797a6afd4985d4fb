import { Injectable } from '@nestjs/common';
import type { TrendyolBrandLookup } from '@tezgah/contracts';
import { z } from 'zod';
import type { TrendyolApi } from '../../trendyol/trendyol-api';

const byNameSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/**
 * Brand names to Trendyol brand ids (getBrandsByName, case-sensitive there). An exact name is
 * APPROVED with its id; otherwise the same name in other casing is offered as suggestions.
 */
@Injectable()
export class BrandDirectory {
  async lookup(api: TrendyolApi, name: string): Promise<TrendyolBrandLookup> {
    const found = await api.read(byNameSchema, 'getBrandsByName', '/product/brands/by-name', { name });
    const exact = found.find((brand) => brand.name === name);
    if (exact) return { name, status: 'APPROVED', brand_id: exact.id, suggestions: [] };
    const variants = new Set([name.toLocaleUpperCase('tr'), name.toLocaleLowerCase('tr'), capitalised(name)]);
    variants.delete(name);
    const suggestions: TrendyolBrandLookup['suggestions'] = [];
    for (const variant of variants) {
      for (const brand of await api.read(byNameSchema, 'getBrandsByName', '/product/brands/by-name', { name: variant }))
        if (brand.name === variant) suggestions.push({ brand_id: brand.id, name: brand.name });
    }
    return { name, status: 'NOT_FOUND', brand_id: null, suggestions };
  }

  /** The brand id of each distinct name (one call per name). */
  async ids(api: TrendyolApi, names: Iterable<string>): Promise<Map<string, number | null>> {
    const ids = new Map<string, number | null>();
    for (const name of new Set(names)) {
      const found = await api.read(byNameSchema, 'getBrandsByName', '/product/brands/by-name', { name });
      ids.set(name, found.find((brand) => brand.name === name)?.id ?? null);
    }
    return ids;
  }
}

function capitalised(name: string): string {
  return name.charAt(0).toLocaleUpperCase('tr') + name.slice(1).toLocaleLowerCase('tr');
}

import { loadConfig } from '@tezgah/config';
import { type MarketplaceSlug, marketplacesServedBy } from '@tezgah/contracts';
import { z } from 'zod';

const GENERIC_SLUGS = new Set<string>(marketplacesServedBy('generic').map((m) => m.slug));

/** `slug=https://…,slug=https://…`: each marketplace's base URL (the protocol lives under `<base>/api/v1`). */
function baseUrlList() {
  return z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const bases = new Map<MarketplaceSlug, string>();
      for (const entry of raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [slug, url] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
        if (!GENERIC_SLUGS.has(slug) || !/^https?:\/\/[^\s]+$/.test(url)) {
          ctx.addIssue({ code: 'custom', message: `expected slug=http(s)://… pairs for ${[...GENERIC_SLUGS].join(', ')}` });
          return z.NEVER;
        }
        bases.set(slug as MarketplaceSlug, url.replace(/\/+$/, ''));
      }
      return bases;
    });
}

/** The generic connector's configuration (docs/generic-marketplace-protocol.md). */
export const genericConfigSchema = z.object({
  /** Production bases; a marketplace without one cannot be connected in production. */
  TEZGAH_GENERIC_BASE_URLS: baseUrlList(),
  /** Test (stage) bases, for marketplaces that offer one. */
  TEZGAH_GENERIC_STAGE_BASE_URLS: baseUrlList(),
});

export interface GenericBaseUrls {
  production: ReadonlyMap<MarketplaceSlug, string>;
  stage: ReadonlyMap<MarketplaceSlug, string>;
}

export function loadGenericBaseUrls(env: NodeJS.ProcessEnv = process.env): GenericBaseUrls {
  const config = loadConfig(genericConfigSchema, env);
  return { production: config.TEZGAH_GENERIC_BASE_URLS, stage: config.TEZGAH_GENERIC_STAGE_BASE_URLS };
}

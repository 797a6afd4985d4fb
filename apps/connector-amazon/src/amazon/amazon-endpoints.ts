import { sandboxUrlOf } from '@tezgah/connector-kit';
import type { MarketplaceConfig } from '@tezgah/contracts';

/** Amazon.com.tr (decisions §1); TR belongs to SP-API's Europe region (research §2.1). */
export const TR_MARKETPLACE_ID = 'A33AVAJ2PDY3EV';

export const PRODUCTION_SP_API = 'https://sellingpartnerapi-eu.amazon.com';
/** Amazon's own static sandbox, for the `stage` environment. */
const STAGE_SP_API = 'https://sandbox.sellingpartnerapi-eu.amazon.com';
export const PRODUCTION_LWA = 'https://api.amazon.com/auth/o2/token';
const SELLER_CENTRAL_CONSENT = 'https://sellercentral.amazon.com.tr/apps/authorize/consent';

/** The SP-API base of an environment (production's is `AMAZON_SP_API_URL`); the sandbox serves Amazon's paths under `<sandbox>/amazon`. */
export function spApiBase(config: MarketplaceConfig, sandboxBase: string, production: string): string {
  if (config.environment === 'production') return production;
  if (config.environment === 'stage') return STAGE_SP_API;
  return sandboxUrlOf(sandboxBase, 'amazon');
}

/** Login with Amazon's token endpoint: Amazon's own outside the sandbox (`AMAZON_LWA_TOKEN_URL`), else the sandbox's beside its SP-API. */
export function lwaTokenUrl(config: MarketplaceConfig, baseUrl: string, production: string): string {
  return config.environment === 'sandbox' ? `${baseUrl}/auth/o2/token` : production;
}

/** Seller Central's consent page (the sandbox's own in `sandbox`), with our state and return address. */
export function consentUrl(request: {
  config: MarketplaceConfig;
  sandboxBase: string;
  appId: string;
  state: string;
  redirectUri: string;
}): string {
  const page =
    request.config.environment === 'sandbox'
      ? `${sandboxUrlOf(request.sandboxBase, 'amazon')}/apps/authorize/consent`
      : SELLER_CENTRAL_CONSENT;
  const url = new URL(page);
  url.searchParams.set('application_id', request.appId);
  url.searchParams.set('state', request.state);
  // `beta` authorises an application still in draft, as Tezgah's is until Amazon publishes it.
  url.searchParams.set('version', 'beta');
  url.searchParams.set('redirect_uri', request.redirectUri);
  return url.toString();
}

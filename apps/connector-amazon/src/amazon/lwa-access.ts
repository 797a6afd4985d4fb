import { AccessTokens, type IssuedToken, type ThirdPartyHttp, type ThirdPartyResponse } from '@tezgah/third-party';
import type { AmazonApplication } from './amazon.config';
import { type LwaTokens, requestLwaTokens } from './lwa.client';

/** One seller's grant as the SP-API calls need it. */
export interface AmazonGrant {
  http: ThirdPartyHttp;
  lwaUrl: string;
  sellerId: string;
  refreshToken: string;
}

/**
 * Sellers' LWA access tokens, held by the kit's AccessTokens: one token request shared by a
 * seller's concurrent calls, the hour-long token kept for every call of that hour, and one
 * renewal when Amazon says it ended. The key carries the refresh token, so a reconnect's new
 * grant starts afresh.
 */
export class LwaAccess {
  private readonly tokens = new AccessTokens();
  /** When this process last used each grant's refresh token (epoch ms). */
  private readonly refreshedAt = new Map<string, number>();

  constructor(private readonly application: AmazonApplication) {}

  /** `call` with the grant's access token; once more with a new one when Amazon answers that it expired. */
  authorized(grant: AmazonGrant, call: (accessToken: string) => Promise<ThirdPartyResponse>): Promise<ThirdPartyResponse> {
    return this.tokens.authorized(keyOf(grant), () => this.refresh(grant), call, tokenEnded);
  }

  /** Uses the refresh grant now (the weekly refresh); the token it brings serves the next calls. */
  async renew(grant: AmazonGrant): Promise<void> {
    this.tokens.remember(keyOf(grant), await this.refresh(grant));
  }

  /** Keeps the access token that came with a grant just obtained. */
  remember(grant: AmazonGrant, tokens: LwaTokens): void {
    this.refreshedAt.set(keyOf(grant), Date.now());
    this.tokens.remember(keyOf(grant), issuedOf(tokens));
  }

  /** When this process last used the grant's refresh token (epoch ms), or null. */
  lastUsed(grant: AmazonGrant): number | null {
    return this.refreshedAt.get(keyOf(grant)) ?? null;
  }

  private async refresh(grant: AmazonGrant): Promise<IssuedToken> {
    const tokens = await requestLwaTokens(grant.http, grant.lwaUrl, this.application, {
      grant_type: 'refresh_token',
      refresh_token: grant.refreshToken,
    });
    this.refreshedAt.set(keyOf(grant), Date.now());
    return issuedOf(tokens);
  }
}

/** SP-API marks an expired LWA token with a 403 whose text says so (research §2.1); a 401 is an ended token too. */
function tokenEnded(response: ThirdPartyResponse): boolean {
  return response.status === 401 || (response.status === 403 && /access token.*expired/i.test(JSON.stringify(response.body)));
}

const issuedOf = (tokens: LwaTokens): IssuedToken => ({ token: tokens.access_token, lifetimeMs: tokens.expires_in * 1000 });
const keyOf = (grant: AmazonGrant) => `${grant.lwaUrl} ${grant.sellerId} ${grant.refreshToken}`;

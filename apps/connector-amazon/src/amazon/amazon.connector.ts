import type {
  ConnectionHandle,
  ConnectorLimits,
  MarketplaceConnector,
  MarketplaceListing,
  OrderStatusPush,
  OrdersPage,
  StockPushOutcome,
  StockUpdate,
} from '@tezgah/connector-kit';
import type { ConnectorAccount, MarketplaceConfig, MarketplaceSlug } from '@tezgah/contracts';
import type { ThirdPartyHttp } from '@tezgah/third-party';
import type { AmazonApplication } from './amazon.config';
import { amazonAccount } from './amazon-account';
import { consentUrl, lwaTokenUrl, spApiBase } from './amazon-endpoints';
import { AMAZON_RATE_LIMITS, AMAZON_STOCK_BATCH_SIZE } from './amazon-limits';
import { amazonListingsPage } from './amazon-listings';
import { lookBackOrdersCursor, pullAmazonOrders } from './amazon-orders';
import { amazonRefusal } from './amazon-refusals';
import { confirmAmazonShipment } from './amazon-shipment';
import { pushAmazonStock } from './amazon-stock';
import { type AmazonGrant, LwaAccess } from './lwa-access';
import { requestLwaTokens } from './lwa.client';
import { SpApiSession } from './sp-api-session';

/** A grant unused for six months expires (Authentication 9); each use starts the six months again. */
const GRANT_UNUSED_LIFETIME_MS = 182 * 24 * 3600_000;

/**
 * Amazon.com.tr through the Selling Partner API: the seller's consent gives a refresh grant
 * (stored as `{refresh_token, selling_partner_id}`), every call carries an LWA access token.
 */
export class AmazonConnector implements MarketplaceConnector {
  readonly name = 'amazon' as const;
  private readonly tokens: LwaAccess;

  constructor(private readonly application: AmazonApplication) {
    this.tokens = new LwaAccess(application);
  }

  limits(): ConnectorLimits {
    return { rate: AMAZON_RATE_LIMITS, stockBatchSize: AMAZON_STOCK_BATCH_SIZE };
  }

  baseUrl(_slug: MarketplaceSlug, config: MarketplaceConfig, sandboxBase: string): string {
    return spApiBase(config, sandboxBase, this.application.spApiUrl);
  }

  verify(connection: ConnectionHandle): Promise<ConnectorAccount> {
    return amazonAccount(this.session(connection));
  }

  listListings(connection: ConnectionHandle, pageToken: string | undefined): Promise<{ listings: MarketplaceListing[]; next?: string }> {
    return amazonListingsPage(this.session(connection), pageToken);
  }

  pushStock(connection: ConnectionHandle, updates: StockUpdate[]): Promise<StockPushOutcome> {
    return pushAmazonStock(this.session(connection), updates);
  }

  lookBackCursor(_slug: MarketplaceSlug, now: number): string {
    return lookBackOrdersCursor(now);
  }

  pullOrders(connection: ConnectionHandle, cursor: string | null, options?: { background?: boolean }): Promise<OrdersPage> {
    const session = this.session(connection);
    return pullAmazonOrders(options?.background ? session.inBackground() : session, cursor);
  }

  pushOrderStatus(connection: ConnectionHandle, change: OrderStatusPush): Promise<'done' | 'skipped'> {
    return confirmAmazonShipment(this.session(connection), change);
  }

  authorizationUrl(
    _slug: MarketplaceSlug,
    request: { config: MarketplaceConfig; state: string; redirectUri: string; sandboxBase: string },
  ): string {
    return consentUrl({ ...request, appId: this.application.appId });
  }

  /** The consent's code for the refresh grant, then the account it opens on Amazon.com.tr. */
  async exchangeGrant(
    _slug: MarketplaceSlug,
    request: { code: string; selling_partner_id: string; config: MarketplaceConfig; baseUrl: string; http: ThirdPartyHttp },
  ): Promise<{ credentials: Record<string, string>; account: ConnectorAccount }> {
    const lwaUrl = lwaTokenUrl(request.config, request.baseUrl, this.application.lwaTokenUrl);
    const tokens = await requestLwaTokens(request.http, lwaUrl, this.application, { grant_type: 'authorization_code', code: request.code });
    if (!tokens.refresh_token) throw new Error('Login with Amazon exchanged the code without a refresh token');
    const grant: AmazonGrant = { http: request.http, lwaUrl, sellerId: request.selling_partner_id, refreshToken: tokens.refresh_token };
    this.tokens.remember(grant, tokens);
    const account = await amazonAccount(new SpApiSession(this.tokens, grant, request.baseUrl));
    return { credentials: { refresh_token: tokens.refresh_token, selling_partner_id: request.selling_partner_id }, account };
  }

  async refreshGrant(connection: ConnectionHandle): Promise<{ refresh_token_expires_at: string | null }> {
    await this.tokens.renew(this.grantOf(connection));
    return { refresh_token_expires_at: this.grantExpiresAt(connection) };
  }

  /** Six months after this process last used the grant (its refresh token) for an access token; null before it did. */
  grantExpiresAt(connection: ConnectionHandle): string | null {
    const used = this.tokens.lastUsed(this.grantOf(connection));
    return used === null ? null : new Date(used + GRANT_UNUSED_LIFETIME_MS).toISOString();
  }

  /** One seller's SP-API on a connection (the sub-interface's services call through it). */
  session(connection: ConnectionHandle): SpApiSession {
    return new SpApiSession(this.tokens, this.grantOf(connection), connection.baseUrl);
  }

  private grantOf(connection: ConnectionHandle): AmazonGrant {
    const { refresh_token: refreshToken, selling_partner_id: sellerId } = connection.credentials;
    if (!refreshToken || !sellerId) throw amazonRefusal('refresh_token', 'grant_expired');
    return {
      http: connection.http,
      lwaUrl: lwaTokenUrl(connection.config, connection.baseUrl, this.application.lwaTokenUrl),
      sellerId,
      refreshToken,
    };
  }
}

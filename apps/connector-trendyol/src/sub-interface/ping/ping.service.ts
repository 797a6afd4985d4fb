import { Inject, Injectable } from '@nestjs/common';
import type { MarketplaceConnector } from '@tezgah/connector-kit';
import { ConnectionHandles, MARKETPLACE_CONNECTOR } from '@tezgah/connector-runtime';
import { MarketplacesReadConfig, type RequestContext, type TrendyolPingRequest, type TrendyolPingResult } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';

/**
 * `POST /marketplaces/trendyol/ping`: pasted credentials checked with Trendyol the way `connect`
 * checks them (the connector's verify), in the environment the tenant configured; nothing is
 * stored. A refusal is the connector's 422 `business.invalid` (Trendyol's 401 must never read as
 * the caller's own token failing); an unreachable or busy Trendyol its 502 or 503.
 * `store_name` is always a string: Trendyol's Partner API documents no answer with the seller's
 * name, so it is the configuration's `store_name`, else one made of the supplier id.
 */
@Injectable()
export class PingService {
  constructor(
    private readonly handles: ConnectionHandles,
    @Inject(MARKETPLACE_CONNECTOR) private readonly connector: MarketplaceConnector,
    @Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport,
  ) {}

  async check(request: TrendyolPingRequest, ctx: RequestContext): Promise<TrendyolPingResult> {
    const { config } = await this.rpc.request(MarketplacesReadConfig, ctx, { slug: 'trendyol' });
    const credentials = { supplier_id: request.supplier_id, api_key: request.api_key, api_secret: request.api_secret };
    const account = await this.connector.verify(
      this.handles.fromCredentials(ctx.tenant_id, 'trendyol', credentials, config, request.supplier_id),
    );
    return {
      status: 'ok',
      supplier_id: account.seller_id,
      store_name: account.store_name ?? config.store_name ?? `Trendyol satıcısı ${account.seller_id}`,
      approved: true,
      checked_at: new Date().toISOString(),
    };
  }
}

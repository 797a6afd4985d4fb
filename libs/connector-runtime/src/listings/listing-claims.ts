import { Inject, Injectable } from '@nestjs/common';
import type { MarketplaceListing } from '@tezgah/connector-kit';
import { CatalogListingsClaim, serviceContext } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';

/**
 * Tells the catalog which SKUs are about to be recorded as listed on a marketplace, before they
 * are: every stock change committed afterwards names that marketplace, so connectors may skip the
 * changes that name none of theirs without missing one of a listing they hold.
 */
@Injectable()
export class ListingClaims {
  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  async claim(tenantId: string, slug: string, listings: readonly MarketplaceListing[]): Promise<void> {
    if (listings.length === 0) return;
    const skus = [...new Set(listings.map((listing) => listing.sku))];
    await this.rpc.request(CatalogListingsClaim, serviceContext(tenantId), { slug, skus });
  }
}

import type { MarketplaceSlug } from '@tezgah/contracts';
import {
  MARKETPLACE,
  type RateBudgetStore,
  type ThirdPartyHttp,
  ThirdPartyHttpPool,
  type ThirdPartyHttpOptions,
} from '@tezgah/third-party';
import type { ConnectorLimits } from '../connector';

/** Whose requests a client makes, and the marketplace's documented limits for them. */
export interface MarketplaceHttpTarget {
  marketplace: MarketplaceSlug;
  /** The seller's account at the marketplace (or the connection id): the key of breaker and budgets. */
  seller: string;
  limits: ConnectorLimits['rate'];
  accountLimit?: ConnectorLimits['account'];
}

/**
 * The third-party kit's HTTP pool for marketplaces: failures under `marketplace.*` codes and
 * metrics `tezgah_marketplace_*`, a breaker per (marketplace, seller), and rate budgets per
 * (marketplace, seller, operation), and per (marketplace, seller) when the marketplace caps a seller's calls altogether, in the budget store (memory unless given one; the pool owns it).
 */
export class MarketplaceHttpPool {
  private readonly pool: ThirdPartyHttpPool;

  constructor(options: ThirdPartyHttpOptions = {}, budgets?: RateBudgetStore) {
    this.pool = new ThirdPartyHttpPool(MARKETPLACE, options, budgets);
  }

  clientFor({ marketplace, seller, limits, accountLimit }: MarketplaceHttpTarget): ThirdPartyHttp {
    return this.pool.clientFor({ party: marketplace, account: seller, limits, accountLimit });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

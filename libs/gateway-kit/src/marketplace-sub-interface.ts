import type { Type } from '@nestjs/common';
import type { MarketplaceSlug } from '@tezgah/contracts';

/**
 * A connector's sub-interface as the gateway mounts it (docs/connectors.md): a Nest module of
 * controllers, served under `/v1/marketplaces/<slug>/…` through the gateway's whole pipeline
 * (token, roles, rate limits, validation, Idempotency-Key, the error envelope) and in the OpenAPI
 * document. Its controllers call the connector's own patterns; they import contracts and the
 * platform only, never the connector's runtime or protocol (lint: `type:routes`).
 */
export interface MarketplaceSubInterface {
  slug: MarketplaceSlug;
  routes: Type;
}

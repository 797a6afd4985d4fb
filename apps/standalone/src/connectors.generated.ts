// Generated from CONNECTORS (libs/contracts/src/marketplaces/registry.ts) by `npm run registry:generate` (scripts/registry/generate.mjs): do not edit.

import { ConnectorTrendyolModule } from '@tezgah/app-connector-trendyol';
import { ConnectorAmazonModule } from '@tezgah/app-connector-amazon';
import { ConnectorHepsiburadaModule } from '@tezgah/app-connector-hepsiburada';
import { ConnectorN11Module } from '@tezgah/app-connector-n11';
import { ConnectorGenericModule } from '@tezgah/app-connector-generic';
import { ConnectorCiceksepetiModule } from '@tezgah/app-connector-ciceksepeti';

/** Every connector service's module, in the registry's order: the single process loads them all. */
export const CONNECTOR_MODULES = [
  ConnectorTrendyolModule,
  ConnectorAmazonModule,
  ConnectorHepsiburadaModule,
  ConnectorN11Module,
  ConnectorGenericModule,
  ConnectorCiceksepetiModule,
];

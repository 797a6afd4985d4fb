// Generated from CONNECTORS (libs/contracts/src/marketplaces/registry.ts) by `npm run registry:generate` (scripts/registry/generate.mjs): do not edit.

import { ConnectorTrendyolModule } from '@tezgah/app-connector-trendyol';
import { ConnectorAmazonModule } from '@tezgah/app-connector-amazon';
import { ConnectorHepsiburadaModule } from '@tezgah/app-connector-hepsiburada';
import { ConnectorN11Module } from '@tezgah/app-connector-n11';
import { ConnectorGenericModule } from '@tezgah/app-connector-generic';
import { ConnectorCiceksepetiModule } from '@tezgah/app-connector-ciceksepeti';
import { ConnectorPttAvmModule } from '@tezgah/app-connector-ptt-avm';
import { ConnectorMiraklModule } from '@tezgah/app-connector-mirakl';
import { ConnectorIdefixModule } from '@tezgah/app-connector-idefix';
import { ConnectorPazaramaModule } from '@tezgah/app-connector-pazarama';
import { ConnectorFloModule } from '@tezgah/app-connector-flo';
import { ConnectorModanisaModule } from '@tezgah/app-connector-modanisa';

/** Every connector service's module, in the registry's order: the single process loads them all. */
export const CONNECTOR_MODULES = [
  ConnectorTrendyolModule,
  ConnectorAmazonModule,
  ConnectorHepsiburadaModule,
  ConnectorN11Module,
  ConnectorGenericModule,
  ConnectorCiceksepetiModule,
  ConnectorPttAvmModule,
  ConnectorMiraklModule,
  ConnectorIdefixModule,
  ConnectorPazaramaModule,
  ConnectorFloModule,
  ConnectorModanisaModule,
];

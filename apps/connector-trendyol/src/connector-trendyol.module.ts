import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createTrendyolConnector } from './trendyol';

/** The schema the Trendyol connector service owns. */
export const connectorTrendyolSchema = connectorSchema('connector_trendyol');

/** The Trendyol connector service (marketplace A): its protocol under the connector kit's runtime. */
export const ConnectorTrendyolModule = ConnectorServiceModule.forConnector(
  { name: 'trendyol', create: createTrendyolConnector },
  { schema: connectorTrendyolSchema.schema },
);

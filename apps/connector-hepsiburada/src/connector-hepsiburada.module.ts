import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createHepsiburadaConnector } from './hepsiburada';

/** The schema the Hepsiburada connector service owns. */
export const connectorHepsiburadaSchema = connectorSchema('connector_hepsiburada');

/** The Hepsiburada connector service under the connector kit's runtime. */
export const ConnectorHepsiburadaModule = ConnectorServiceModule.forConnector(
  { name: 'hepsiburada', create: createHepsiburadaConnector },
  { schema: connectorHepsiburadaSchema.schema },
);

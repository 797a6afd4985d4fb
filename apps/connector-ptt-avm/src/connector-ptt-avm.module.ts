import { ConnectorServiceModule, connectorSchema } from '@tezgah/connector-runtime';
import { createPttAvmConnector } from './ptt-avm';

/** The schema the PttAVM connector service owns. */
export const connectorPttAvmSchema = connectorSchema('connector_ptt_avm');

/** The PttAVM connector service under the connector kit's runtime. */
export const ConnectorPttAvmModule = ConnectorServiceModule.forConnector(
  { name: 'ptt-avm', create: createPttAvmConnector },
  { schema: connectorPttAvmSchema.schema },
);

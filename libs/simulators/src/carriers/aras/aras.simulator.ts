import type { SimulatorFactory } from '../../core/simulator';
import { CarrierShipments } from '../shared/carrier-shipments';
import { soapCarrierSimulator } from '../shared/soap-carrier.simulator';
import { ARAS_NS, ARAS_ORDER_PATHS, arasOrderOperations } from './aras-orders';
import { ARAS_QUERY_PATH, arasQueryOperations } from './aras-queries';

/**
 * Aras Kargo: the order service and the query service under `/aras`. The sandbox cuts the waybill
 * (and so issues KARGO_TAKIP_NO) at once; at Aras the number appears when the branch does.
 */
export const arasSimulator: SimulatorFactory = (settings) => {
  const shipments = new CarrierShipments(settings, (n) => String(400_100_000_000 + n));
  const orders = arasOrderOperations(shipments);
  return soapCarrierSimulator('aras', shipments, [
    ...ARAS_ORDER_PATHS.map((path) => ({ path, namespace: ARAS_NS, operations: orders })),
    { path: ARAS_QUERY_PATH, namespace: ARAS_NS, operations: arasQueryOperations(shipments) },
  ]);
};

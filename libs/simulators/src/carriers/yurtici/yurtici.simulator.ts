import type { SimulatorFactory } from '../../core/simulator';
import { CarrierShipments } from '../shared/carrier-shipments';
import { soapCarrierSimulator } from '../shared/soap-carrier.simulator';
import { YURTICI_NS, YURTICI_PATH, yurticiOperations } from './yurtici-operations';

/** Yurtiçi Kargo at `/yurtici/KOPSWebServices/ShippingOrderDispatcherServices`; a parcel is tracked by the customer's own cargoKey. */
export const yurticiSimulator: SimulatorFactory = (settings) => {
  const shipments = new CarrierShipments(settings, (_n, booking) => booking.reference);
  return soapCarrierSimulator('yurtici', shipments, [
    { path: YURTICI_PATH, namespace: YURTICI_NS, operations: yurticiOperations(shipments) },
  ]);
};

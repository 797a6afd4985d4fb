import type { SimulatorFactory } from '../../core/simulator';
import { CarrierShipments } from '../shared/carrier-shipments';
import { soapCarrierSimulator } from '../shared/soap-carrier.simulator';
import { textOf } from '../shared/soap-endpoint';
import { PTT_KABUL, PTT_TAKIP, pttAcceptance, pttTracking } from './ptt-services';

/** PTT Kargo: a parcel keeps the barcode its sender gave (`barkodNo`), else gets one of the sandbox's `KP…` barcodes. */
export const pttSimulator: SimulatorFactory = (settings) => {
  const shipments = new CarrierShipments(settings, (n, booking) => textOf(booking.raw.barkodNo) ?? `KP${String(n).padStart(11, '0')}`);
  return soapCarrierSimulator('ptt', shipments, [
    { ...PTT_KABUL, operations: pttAcceptance(shipments) },
    { ...PTT_TAKIP, operations: pttTracking(shipments) },
  ]);
};

import type { Simulator } from '../../core/simulator';
import { carrierControl } from './carrier-control.routes';
import type { CarrierShipments } from './carrier-shipments';
import { acceptSoap, type SoapOperation, soapEndpoint, soapFault } from './soap-endpoint';

export interface SoapServiceSpec {
  /** The real service's path under the carrier's host (`/KOPSWebServices/ShippingOrderDispatcherServices`). */
  path: string;
  namespace: string;
  operations: Record<string, SoapOperation>;
}

/**
 * A carrier whose API is SOAP services: those services under `/<party>` (text/xml and
 * application/soap+xml read in this scope only), the carriers' control API over its shipments,
 * and injected faults answered as SOAP 1.1 faults, as the carriers' stacks answer a failure.
 */
export function soapCarrierSimulator(party: string, shipments: CarrierShipments, services: readonly SoapServiceSpec[]): Simulator {
  return {
    party,
    api: async (app) => {
      acceptSoap(app);
      for (const service of services) soapEndpoint(app, service.path, service.namespace, service.operations);
    },
    control: carrierControl(shipments),
    reset: () => shipments.reset(),
    errorBody: (status, message) => soapFault('1.1', status >= 500 ? 'Server' : 'Client', message),
  };
}

import { acceptSoap, type SoapOperation, soapEndpoint, soapFault } from '../../carriers/shared/soap-endpoint';
import type { Simulator } from '../../core/simulator';
import { invoiceProviderControl } from './invoice-control.routes';
import type { IssuedInvoices } from './issued-invoices';

export interface SoapInvoiceService {
  /** The service's path under the provider's host (`/Services/Integration`, `/PostBoxService.svc`). */
  path: string;
  namespace: string;
  operations: Record<string, SoapOperation>;
}

/**
 * An e-invoice provider whose API is a SOAP service (Uyumsoft, Logo): the service under `/<party>`,
 * the providers' control API over its documents, and injected faults as SOAP 1.1 faults, as their
 * WCF stacks answer a failure.
 */
export function soapInvoiceProviderSimulator(party: string, invoices: IssuedInvoices, service: SoapInvoiceService): Simulator {
  return {
    party,
    api: async (app) => {
      acceptSoap(app);
      soapEndpoint(app, service.path, service.namespace, service.operations);
    },
    control: invoiceProviderControl(invoices),
    reset: () => invoices.reset(),
    errorBody: (status, message) => soapFault('1.1', status >= 500 ? 'Server' : 'Client', message),
  };
}

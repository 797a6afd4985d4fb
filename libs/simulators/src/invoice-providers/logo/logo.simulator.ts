import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { IssuedInvoices } from '../shared/issued-invoices';
import { soapInvoiceProviderSimulator } from '../shared/soap-invoice-provider.simulator';
import { SANDBOX_UBL_VALIDATOR, type UblValidator } from '../shared/ubl-check';
import { LOGO_NS, LOGO_PATH, logoOperations } from './logo-operations';

/**
 * Logo's eLogo at `/logo/PostBoxService.svc` (a client's `https://pb-demo.elogo.com.tr` becomes
 * `<sandbox>/logo`). A document is keyed by its ETTN; eLogo's `refId` is the sandbox's sequence.
 */
export function createLogoSimulator(settings: Parameters<SimulatorFactory>[0], validateUbl: UblValidator): Simulator {
  const invoices = new IssuedInvoices(settings, (n) => String(n));
  const sessions = new Map<string, string>();
  const operations = logoOperations(invoices, sessions, validateUbl);
  const simulator = soapInvoiceProviderSimulator('logo', invoices, { path: LOGO_PATH, namespace: LOGO_NS, operations });
  return {
    ...simulator,
    // A reset ends every session too: a client holding one is answered LOGO_SESSION_ENDED and logs in again.
    reset: () => {
      simulator.reset();
      sessions.clear();
    },
  };
}

export const logoSimulator: SimulatorFactory = (settings) => createLogoSimulator(settings, SANDBOX_UBL_VALIDATOR);

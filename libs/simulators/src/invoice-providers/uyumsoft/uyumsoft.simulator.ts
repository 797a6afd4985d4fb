import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { IssuedInvoices } from '../shared/issued-invoices';
import { soapInvoiceProviderSimulator } from '../shared/soap-invoice-provider.simulator';
import { SANDBOX_UBL_VALIDATOR, type UblValidator } from '../shared/ubl-check';
import { UYUMSOFT_NS, UYUMSOFT_PATH, uyumsoftOperations } from './uyumsoft-operations';

/**
 * Uyumsoft at `/uyumsoft/Services/Integration` (a client's `https://efatura-test.uyumsoft.com.tr`
 * becomes `<sandbox>/uyumsoft`). A document is keyed by its ETTN, which is also Uyumsoft's id.
 */
export function createUyumsoftSimulator(settings: Parameters<SimulatorFactory>[0], validateUbl: UblValidator): Simulator {
  const invoices = new IssuedInvoices(settings, (_n, submission) => submission.ettn);
  return soapInvoiceProviderSimulator('uyumsoft', invoices, {
    path: UYUMSOFT_PATH,
    namespace: UYUMSOFT_NS,
    operations: uyumsoftOperations(invoices, validateUbl),
  });
}

export const uyumsoftSimulator: SimulatorFactory = (settings) => createUyumsoftSimulator(settings, SANDBOX_UBL_VALIDATOR);

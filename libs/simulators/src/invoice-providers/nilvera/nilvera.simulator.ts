import type { Simulator, SimulatorFactory } from '../../core/simulator';
import { invoiceProviderControl } from '../shared/invoice-control.routes';
import { IssuedInvoices } from '../shared/issued-invoices';
import { SANDBOX_UBL_VALIDATOR, type UblValidator } from '../shared/ubl-check';
import { nilveraApiRoutes } from './nilvera-api.routes';
import { nilveraErrorBody } from './nilvera-errors';

/**
 * Nilvera under `/nilvera`, at its REST API's own paths (a client's base `https://apitest.nilvera.com`
 * becomes `<sandbox>/nilvera`). Documents are keyed by their UUID (the ETTN), which is also Nilvera's id.
 */
export function createNilveraSimulator(settings: Parameters<SimulatorFactory>[0], validateUbl: UblValidator): Simulator {
  const invoices = new IssuedInvoices(settings, (_n, submission) => submission.ettn);
  return {
    party: 'nilvera',
    api: nilveraApiRoutes(invoices, validateUbl),
    control: invoiceProviderControl(invoices),
    reset: () => invoices.reset(),
    errorBody: nilveraErrorBody,
  };
}

export const nilveraSimulator: SimulatorFactory = (settings) => createNilveraSimulator(settings, SANDBOX_UBL_VALIDATOR);

import type { DocumentProvider, InvoiceProviderAdapter } from './invoice-provider.port';
import { nilveraProvider } from './nilvera/nilvera.provider';
import { parasutProvider } from './parasut/parasut.provider';

/**
 * The adapter of every e-invoice provider (decisions §1): adding a provider is adding its adapter
 * here. Partial while Uyumsoft's and Logo's adapters are not built: a provider without one is
 * answered as not configured (422).
 */
export const INVOICE_PROVIDER_ADAPTERS: Readonly<Partial<Record<DocumentProvider, InvoiceProviderAdapter>>> = {
  parasut: parasutProvider,
  nilvera: nilveraProvider,
};

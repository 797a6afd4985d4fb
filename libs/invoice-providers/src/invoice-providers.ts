import type { DocumentProvider, InvoiceProviderAdapter } from './invoice-provider.port';
import { logoProvider } from './logo/logo.provider';
import { nilveraProvider } from './nilvera/nilvera.provider';
import { parasutProvider } from './parasut/parasut.provider';
import { uyumsoftProvider } from './uyumsoft/uyumsoft.provider';

/** The adapter of every e-invoice provider (decisions §1): adding a provider is adding its adapter here. */
export const INVOICE_PROVIDER_ADAPTERS: Readonly<Record<DocumentProvider, InvoiceProviderAdapter>> = {
  parasut: parasutProvider,
  nilvera: nilveraProvider,
  uyumsoft: uyumsoftProvider,
  logo: logoProvider,
};

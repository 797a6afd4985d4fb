// Placeholders of what the invoice providers branch exports, so the invoicing service compiles
// before it merges; the merge replaces this file (and its line in index.ts) with the real modules.
import type { DocumentProvider, InvoiceProviderAdapter, ProviderCall } from './invoice-provider';

/** The adapters, one per document provider. */
export const INVOICE_PROVIDER_ADAPTERS: Readonly<Record<DocumentProvider, InvoiceProviderAdapter>> = new Proxy(
  {} as Record<DocumentProvider, InvoiceProviderAdapter>,
  {
    get: () => {
      throw new Error('not merged');
    },
  },
);

/**
 * A provider's adapter with what its calls need: the kit's HTTP client and the account of
 * `TEZGAH_INVOICE_PROVIDER_ACCOUNTS`, or the sandbox's simulator where none is configured.
 */
export class InvoiceProviderCalls {
  for(_provider: DocumentProvider): { adapter: InvoiceProviderAdapter; call: ProviderCall } {
    throw new Error('not merged');
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

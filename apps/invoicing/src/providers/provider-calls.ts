import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { type DocumentProvider, type InvoiceProviderAdapter, InvoiceProviderCalls, type ProviderCall } from '@tezgah/invoice-providers';

/**
 * The one place the invoicing service gets a provider's adapter and call (the accounts of
 * `TEZGAH_INVOICE_PROVIDER_ACCOUNTS`, the sandbox's simulators where none is configured, the
 * third-party kit's budgets, retries and breaker): @tezgah/invoice-providers' calls helper.
 * Unit specs stand in an automock of this class.
 */
@Injectable()
export class ProviderCalls implements BeforeApplicationShutdown {
  private readonly calls = new InvoiceProviderCalls();

  for(provider: DocumentProvider): { adapter: InvoiceProviderAdapter; call: ProviderCall } {
    return this.calls.for(provider);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.calls.close();
  }
}

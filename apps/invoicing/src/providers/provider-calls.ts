import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { type DocumentProvider, type InvoiceProviderAdapter, InvoiceProviderCalls, type ProviderCall } from '@tezgah/invoice-providers';
import { rateBudgetsFor } from '@tezgah/third-party';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing.config';

/**
 * The one place the invoicing service gets a provider's adapter and call: the account of
 * `TEZGAH_INVOICE_PROVIDER_ACCOUNTS`, or in the sandbox environment the provider's simulator, with
 * the third-party kit's budgets (shared by replicas through Redis when configured), retries and breaker.
 */
@Injectable()
export class ProviderCalls implements BeforeApplicationShutdown {
  private readonly calls: InvoiceProviderCalls;

  constructor(@Inject(INVOICING_CONFIG) config: InvoicingConfig, @Inject(PUBLIC_URLS) publicUrls: PublicUrls) {
    const settings = {
      accounts: config.TEZGAH_INVOICE_PROVIDER_ACCOUNTS,
      environment: config.TEZGAH_INVOICE_PROVIDER_ENVIRONMENT,
      sandboxUrl: publicUrls.sandbox,
    };
    this.calls = new InvoiceProviderCalls(settings, rateBudgetsFor(config));
  }

  for(provider: DocumentProvider): { adapter: InvoiceProviderAdapter; call: ProviderCall } {
    return this.calls.for(provider);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.calls.close();
  }
}

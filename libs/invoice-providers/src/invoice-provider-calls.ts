import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import {
  INVOICE_PROVIDER,
  type PartyAccountsSettings,
  PartyCalls,
  type RateBudgetStore,
  type ThirdPartyHttpOptions,
} from '@tezgah/third-party';
import type { DocumentProvider, InvoiceProviderAdapter, ProviderCall } from './invoice-provider.port';
import { INVOICE_PROVIDER_ADAPTERS } from './invoice-providers';

/**
 * An e-invoice provider's adapter with what its calls need (PartyCalls of the kit, kind
 * INVOICE_PROVIDER): the account of `TEZGAH_INVOICE_PROVIDER_ACCOUNTS` (read with
 * `parsePartyAccounts` of @tezgah/config), or in the sandbox environment the provider's simulator
 * at `<sandbox>/<provider>` with the adapter's sandbox credentials. One per process; close on shutdown.
 */
export class InvoiceProviderCalls {
  private readonly calls: PartyCalls<DocumentProvider, InvoiceProviderAdapter>;

  constructor(settings: PartyAccountsSettings<DocumentProvider>, budgets?: RateBudgetStore, options?: ThirdPartyHttpOptions) {
    this.calls = new PartyCalls(INVOICE_PROVIDER, INVOICE_PROVIDER_ADAPTERS, settings, budgets, options);
  }

  /** The adapter and a call for `provider`; 422 when the deployment has no account with it. */
  for(provider: DocumentProvider): { adapter: InvoiceProviderAdapter; call: ProviderCall } {
    const found = this.calls.for(provider);
    if (!found) {
      throw new DomainError('business.invalid', {
        provider: [{ code: 'invoice_provider_not_configured', message: fieldMessage('invoice_provider_not_configured', { provider }) }],
      });
    }
    return found;
  }

  close(): Promise<void> {
    return this.calls.close();
  }
}

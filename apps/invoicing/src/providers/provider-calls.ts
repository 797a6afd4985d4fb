import { Inject, Injectable } from '@nestjs/common';
import { PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { type DocumentProvider, INVOICE_PROVIDER_ADAPTERS, type InvoiceProviderAdapter } from '@tezgah/invoice-providers';
import { INVOICE_PROVIDER, PartyCalls, rateBudgetsFor } from '@tezgah/third-party';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing.config';

/**
 * The kit's PartyCalls for e-invoice providers: the accounts of `TEZGAH_INVOICE_PROVIDER_ACCOUNTS`,
 * or in the sandbox environment the simulators; budgets shared by replicas through Redis when configured.
 */
@Injectable()
export class ProviderCalls extends PartyCalls<DocumentProvider, InvoiceProviderAdapter> {
  constructor(@Inject(INVOICING_CONFIG) config: InvoicingConfig, @Inject(PUBLIC_URLS) publicUrls: PublicUrls) {
    const accounts = { accounts: config.TEZGAH_INVOICE_PROVIDER_ACCOUNTS, environment: config.TEZGAH_INVOICE_PROVIDER_ENVIRONMENT };
    super(INVOICE_PROVIDER, INVOICE_PROVIDER_ADAPTERS, { ...accounts, sandboxUrl: publicUrls.sandbox }, rateBudgetsFor(config));
  }
}

import type { InvoiceProvider } from '@tezgah/contracts';
import type { PartyCall, PartyLimits } from '@tezgah/third-party';

/** The e-invoice providers a document is sent to (decisions §1); `marketplace` is the invoicing service's own flow. */
export type DocumentProvider = Exclude<InvoiceProvider, 'marketplace'>;

/** What every adapter call gets: the kit's HTTP client for the provider, and the deployment's account. */
export type ProviderCall = PartyCall;

/** Whether a VKN/TCKN is a registered e-Fatura taxpayer, and its alias (posta kutusu) when it is. */
export interface TaxpayerLookup {
  registered: boolean;
  alias: string | null;
}

/** A signed-off document handed to the provider: the UBL-TR XML and what its API asks beside it. */
export interface InvoiceSubmission {
  ettn: string;
  number: string;
  type: 'earsiv' | 'efatura';
  xml: string;
  buyer_tax_number: string | null;
  buyer_alias: string | null;
  total: number;
  currency: string;
  issued_at: Date;
}

/** The provider's own id of a submitted document. */
export interface SubmittedInvoice {
  reference: string;
}

/** Where the provider stands with a document: still processing, accepted, or rejected with its reason. */
export type ProviderVerdict = { state: 'sent' } | { state: 'accepted' } | { state: 'rejected'; reason: string };

/**
 * One provider's protocol. Every call goes through `call.http` (the third-party kit: budgets,
 * retries, breaker, failures as `provider.*`). A refusal of the data is `providerRefusal(…)`
 * (422 `business.invalid` with the provider's reason); anything else unexpected is an Error.
 */
export interface InvoiceProviderAdapter {
  readonly provider: DocumentProvider;
  /** `faithful`: the provider's protocol as public sources document it; `generic`: assumed, documented in docs/. */
  readonly protocol: 'faithful' | 'generic';
  readonly limits: PartyLimits;
  /** Credentials the sandbox's simulator of this provider accepts (demo, where no account is configured). */
  readonly sandboxCredentials: Readonly<Record<string, string>>;
  lookupTaxpayer(call: ProviderCall, taxNumber: string): Promise<TaxpayerLookup>;
  /** Sends the document; the provider keys it by ETTN, so sending the same ETTN again answers the same reference. */
  submit(call: ProviderCall, submission: InvoiceSubmission): Promise<SubmittedInvoice>;
  /**
   * The document submitted under `ettn` (invoice `number`), or null when the provider has none (the
   * submission never arrived). `number` is there for providers that key a document by its number
   * before it has an ETTN of theirs (Paraşüt's sales invoice).
   */
  findSubmitted(call: ProviderCall, ettn: string, number: string): Promise<SubmittedInvoice | null>;
  verdict(call: ProviderCall, reference: string): Promise<ProviderVerdict>;
  /** Cancels an accepted document; a refusal (window passed, e-Fatura) is `providerRefusal`. */
  cancel(call: ProviderCall, reference: string): Promise<void>;
}

import type { ErrorCode, FieldMessageCode } from '@tezgah/contracts';

/**
 * What kind of third party a client talks to: the error codes its failures reach our callers
 * under (decisions §16: a carrier or e-invoice provider answers like a marketplace, under its
 * own codes) and the name of its metrics (`tezgah_<name>_requests_total`, labelled `<name>`).
 */
export interface PartyKind {
  readonly name: 'marketplace' | 'carrier' | 'invoice_provider';
  /** No connection, time-out, 5xx after the retries, or the breaker open (502). */
  readonly unreachable: ErrorCode;
  /** The party's own 429 after the retries, or our budget's turn too far away (503 with Retry-After). */
  readonly rateLimited: ErrorCode;
}

export const MARKETPLACE: PartyKind = {
  name: 'marketplace',
  unreachable: 'marketplace.unreachable',
  rateLimited: 'marketplace.rate_limited',
};

/** A party the deployment holds one account with (PartyCalls): a carrier, an e-invoice provider. */
export interface AccountPartyKind extends PartyKind {
  /** The wording of the 422 for a party the deployment has no account with (`{provider}` filled in). */
  readonly notConfigured: FieldMessageCode;
}

export const CARRIER: AccountPartyKind = {
  name: 'carrier',
  unreachable: 'provider.unreachable',
  rateLimited: 'provider.rate_limited',
  notConfigured: 'carrier_not_configured',
};
export const INVOICE_PROVIDER: AccountPartyKind = {
  name: 'invoice_provider',
  unreachable: 'provider.unreachable',
  rateLimited: 'provider.rate_limited',
  notConfigured: 'invoice_provider_not_configured',
};

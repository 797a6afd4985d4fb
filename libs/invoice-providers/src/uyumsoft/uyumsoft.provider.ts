import { providerReason } from '@tezgah/contracts';
import {
  credential,
  node,
  nodes,
  type SoapCall,
  SoapFault,
  soapCall,
  soapEnvelope,
  type XmlArgs,
  type XmlNode,
  xmlText,
} from '@tezgah/third-party';
import type {
  InvoiceProviderAdapter,
  InvoiceSubmission,
  ProviderCall,
  ProviderVerdict,
  SubmittedInvoice,
  TaxpayerLookup,
} from '../invoice-provider.port';
import { providerCredentialsRefused, providerRefusal } from '../shared/provider-refusal';

const UYUMSOFT = 'Uyumsoft';
const NS = 'http://tempuri.org/';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PASSWORD_TEXT = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
const ARRAYS = 'http://schemas.microsoft.com/2003/10/Serialization/Arrays';
/** Where the UBL document goes in the envelope: the builder escapes text, so the document is put in after it. */
const UBL_SLOT = '__tezgah_ubl__';

/** Outbox statuses: decided for good (a cancelled document was accepted first; its cancellation is ours to record). */
const ACCEPTED = ['Approved', 'Canceled', 'EArchivedCanceled'];
const REJECTED = ['Declined', 'Return', 'Error'];

/**
 * Uyumsoft's e-invoice Integration service (docs/invoice-providers/uyumsoft.md): SOAP 1.1 at
 * `/Services/Integration`, WS-Security UsernameToken with the web service user. Our UBL-TR goes
 * inline as the InvoiceInfo's `Invoice`; the ETTN is Uyumsoft's id, so it is our reference.
 */
class UyumsoftProvider implements InvoiceProviderAdapter {
  readonly provider = 'uyumsoft' as const;
  readonly protocol = 'faithful' as const;
  // Uyumsoft publishes no per-call limits: five calls a second per account is our assumption.
  readonly limits = { '*': { points: 5, durationMs: 1000 } };
  /** Uyumsoft's public test account. */
  readonly sandboxCredentials = { username: 'Uyumsoft', password: 'Uyumsoft' };

  async lookupTaxpayer(call: ProviderCall, taxNumber: string): Promise<TaxpayerLookup> {
    const result = await this.operation(call, 'GetUserAliasses', { vknTckn: taxNumber });
    const alias = nodes(node(node(result, 'Value'), 'Receiverboxes'), 'Alias')
      .map((entry) => xmlText(entry, '@_Alias'))
      .find((name) => name !== null);
    return alias ? { registered: true, alias } : { registered: false, alias: null };
  }

  /** Uyumsoft refuses an ETTN it has: a submission looks for it first, so a lost answer is found, not sent twice. */
  async submit(call: ProviderCall, submission: InvoiceSubmission): Promise<SubmittedInvoice> {
    const existing = await this.findSubmitted(call, submission.ettn);
    if (existing) return existing;
    const info: XmlArgs = {
      '@_LocalDocumentId': submission.ettn,
      Invoice: UBL_SLOT,
      TargetCustomer: { '@_VknTckn': submission.buyer_tax_number ?? '', '@_Alias': submission.buyer_alias ?? '' },
      ...(submission.type === 'earsiv' ? { EArchiveInvoiceInfo: { '@_DeliveryType': 'Electronic' } } : {}),
      Scenario: submission.type === 'earsiv' ? 'eArchive' : 'Automated',
    };
    const envelope = this.envelope(call, 'SendInvoice', { invoices: { InvoiceInfo: info } }).replace(
      `<Invoice>${UBL_SLOT}</Invoice>`,
      submission.xml.replace(/^\s*<\?xml[^>]*\?>\s*/, ''),
    );
    const result = await this.send(call, 'SendInvoice', envelope, 'send');
    if (xmlText(result, '@_IsSucceded') !== 'true') {
      const found = await this.findSubmitted(call, submission.ettn);
      if (found) return found;
      throw providerRefusal(UYUMSOFT, xmlText(result, '@_Message') ?? providerReason('no_reason'));
    }
    const id = xmlText(node(result, 'Value'), '@_Id');
    if (!id) throw new Error('Uyumsoft SendInvoice answered without Value/@Id');
    return { reference: id.toLowerCase() };
  }

  async findSubmitted(call: ProviderCall, ettn: string): Promise<SubmittedInvoice | null> {
    return (await this.status(call, ettn)) ? { reference: ettn.toLowerCase() } : null;
  }

  async verdict(call: ProviderCall, reference: string): Promise<ProviderVerdict> {
    const status = await this.status(call, reference);
    if (!status) throw new Error(`Uyumsoft has no document ${reference}`);
    const code = xmlText(status, '@_Status') ?? '';
    if (ACCEPTED.includes(code)) return { state: 'accepted' };
    if (REJECTED.includes(code))
      return { state: 'rejected', reason: xmlText(status, '@_Message') || providerReason('status_code', { code }) };
    return { state: 'sent' };
  }

  /** Uyumsoft cancels an e-Arşiv within GİB's window; anything else it refuses in its own words (422). */
  async cancel(call: ProviderCall, reference: string): Promise<void> {
    const result = await this.operation(call, 'CancelEArchiveInvoice', { request: { InvoiceId: reference } }, 'cancel');
    if (xmlText(result, '@_IsSucceded') !== 'true')
      throw providerRefusal(UYUMSOFT, xmlText(result, '@_Message') ?? providerReason('cancel_refused'));
  }

  /** The document's outbox status entry, or null when Uyumsoft has none under that ETTN. */
  private async status(call: ProviderCall, ettn: string): Promise<XmlNode | null> {
    const result = await this.operation(call, 'QueryOutboxInvoiceStatus', { invoiceIds: { '@_xmlns:arr': ARRAYS, 'arr:string': ettn } });
    if (xmlText(result, '@_IsSucceded') !== 'true') throw new Error(`Uyumsoft status: ${xmlText(result, '@_Message') ?? 'refused'}`);
    return nodes(result, 'Value').find((entry) => xmlText(entry, '@_InvoiceId')?.toLowerCase() === ettn.toLowerCase()) ?? null;
  }

  private operation(call: ProviderCall, operation: string, args: XmlArgs, label = operation): Promise<XmlNode> {
    return this.send(call, operation, this.envelope(call, operation, args), label);
  }

  /** The operation's `<XResult IsSucceded Message>`; a WS-Security fault is refused credentials. */
  private async send(call: ProviderCall, operation: string, envelope: string, label: string): Promise<XmlNode> {
    const request: SoapCall = {
      url: `${call.account.baseUrl}/Services/Integration`,
      operation: label,
      action: `${NS}IIntegration/${operation}`,
      envelope,
      withAttributes: true,
    };
    try {
      const body = await soapCall(call.http, request);
      const result = node(node(body, `${operation}Response`), `${operation}Result`);
      if (!result) throw new Error(`Uyumsoft ${operation} answered without ${operation}Result`);
      return result;
    } catch (error) {
      if (error instanceof SoapFault && ['InvalidSecurity', 'FailedAuthentication'].includes(error.code))
        throw providerCredentialsRefused(UYUMSOFT);
      throw error;
    }
  }

  private envelope({ account }: ProviderCall, operation: string, args: XmlArgs): string {
    const header: XmlArgs = {
      'wsse:Security': {
        '@_xmlns:wsse': WSSE,
        'wsse:UsernameToken': {
          'wsse:Username': credential(account.credentials, 'username', UYUMSOFT),
          'wsse:Password': { '@_Type': PASSWORD_TEXT, '#text': credential(account.credentials, 'password', UYUMSOFT) },
        },
      },
    };
    return soapEnvelope(NS, operation, args, { qualified: true, header });
  }
}

export const uyumsoftProvider: InvoiceProviderAdapter = new UyumsoftProvider();

import { providerReason } from '@tezgah/contracts';
import { istanbulMoment } from '@tezgah/e-invoice';
import { AccessTokens, credential, readPartyAnswer, type ThirdPartyResponse } from '@tezgah/third-party';
import { z } from 'zod';
import type {
  InvoiceProviderAdapter,
  InvoiceSubmission,
  ProviderCall,
  ProviderVerdict,
  SubmittedInvoice,
  TaxpayerLookup,
} from '../invoice-provider.port';
import { providerCredentialsRefused, providerRefusal } from '../shared/provider-refusal';
import { parasutFields } from './parasut-fields';

const PARASUT = 'Paraşüt';
const EDOC = { earsiv: 'e_archives', efatura: 'e_invoices' } as const;

const resource = z.object({ id: z.string(), type: z.string(), attributes: z.record(z.string(), z.unknown()).default({}) }).passthrough();
const salesInvoice = resource.extend({
  relationships: z
    .object({ active_e_document: z.object({ data: z.object({ id: z.string(), type: z.string() }).nullable() }).optional() })
    .passthrough(),
});
const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const inboxesAnswer = z.object({ data: z.array(resource) });
const oneAnswer = z.object({ data: resource });
const salesAnswer = z.object({ data: salesInvoice });
const salesListAnswer = z.object({ data: z.array(salesInvoice) });
const jobAnswer = z.object({
  data: z.object({ id: z.string(), attributes: z.object({ status: z.string(), errors: z.array(z.string()).nullish() }) }),
});
const errorsAnswer = z.object({ errors: z.array(z.object({ title: z.string().nullish(), detail: z.string().nullish() })).min(1) });

/**
 * Paraşüt API v4 (docs/invoice-providers/parasut.md): OAuth2 password grant at `/oauth/token`,
 * JSON:API under `/v4/{company_id}`. Paraşüt builds the UBL of an e-document itself from its
 * sales invoice: the adapter sends the invoice's content read from our UBL (buyer, lines, number)
 * as a contact and a sales invoice, then asks for its e-Arşiv or e-Fatura (a trackable job).
 * Our reference is `<sales invoice id>/<trackable job id>`.
 */
class ParasutProvider implements InvoiceProviderAdapter {
  readonly provider = 'parasut' as const;
  readonly protocol = 'faithful' as const;
  // Paraşüt documents 10 requests per 10 seconds per company.
  readonly limits = { '*': { points: 10, durationMs: 10_000 } };
  readonly sandboxCredentials = {
    company_id: '115',
    client_id: 'tezgah-sandbox',
    client_secret: 'tezgah-sandbox-secret',
    username: 'demo@tezgah.example',
    password: 'tezgah-sandbox',
  };
  private readonly tokens = new AccessTokens();

  async lookupTaxpayer(call: ProviderCall, taxNumber: string): Promise<TaxpayerLookup> {
    const response = await this.api(call, 'inboxes', 'GET', `/e_invoice_inboxes?filter[vkn]=${encodeURIComponent(taxNumber)}`);
    const inboxes = readPartyAnswer(response, inboxesAnswer, 'Paraşüt e_invoice_inboxes').data;
    const alias = inboxes.map((inbox) => inbox.attributes.e_invoice_address).find((address) => typeof address === 'string');
    return inboxes.length > 0 && typeof alias === 'string' ? { registered: true, alias } : { registered: false, alias: null };
  }

  /**
   * The sales invoice of our number is made once, and its e-document asked for on every submission:
   * Paraşüt answers the job it already runs for that invoice, so the reference stays the same.
   */
  async submit(call: ProviderCall, submission: InvoiceSubmission): Promise<SubmittedInvoice> {
    const invoice = (await this.salesInvoiceOf(call, submission.number)) ?? (await this.createSalesInvoice(call, submission));
    const attributes =
      submission.type === 'earsiv'
        ? {
            note: `ETTN ${submission.ettn}`,
            internet_sale: {
              url: 'https://tezgah.example',
              payment_type: 'ODEMEARACISI',
              payment_platform: 'Pazaryeri',
              payment_date: istanbulMoment(submission.issued_at).date,
            },
          }
        : { note: `ETTN ${submission.ettn}`, scenario: 'basic', to: submission.buyer_alias };
    return this.requestDocument(call, invoice.id, EDOC[submission.type], attributes);
  }

  /** Our number's sales invoice once it is being formalized (its job, asked for again), else null. */
  async findSubmitted(call: ProviderCall, _ettn: string, number: string): Promise<SubmittedInvoice | null> {
    const invoice = await this.salesInvoiceOf(call, number);
    const document = invoice?.relationships.active_e_document?.data;
    return invoice && document ? this.requestDocument(call, invoice.id, document.type, {}) : null;
  }

  private async requestDocument(call: ProviderCall, invoiceId: string, type: string, attributes: object): Promise<SubmittedInvoice> {
    const body = { data: { type, attributes, relationships: { sales_invoice: { data: { id: invoiceId, type: 'sales_invoices' } } } } };
    const response = await this.api(call, 'e-document', 'POST', `/${type}`, body);
    if (response.status === 422) throw refusalOf(response);
    const job = readPartyAnswer(response, jobAnswer, 'Paraşüt e-document');
    return { reference: `${invoiceId}/${job.data.id}` };
  }

  async verdict(call: ProviderCall, reference: string): Promise<ProviderVerdict> {
    const [invoiceId, jobId] = reference.split('/');
    if (jobId) {
      const job = readPartyAnswer(await this.api(call, 'job', 'GET', `/trackable_jobs/${jobId}`), jobAnswer, 'Paraşüt trackable job').data;
      if (job.attributes.status === 'error')
        return { state: 'rejected', reason: (job.attributes.errors ?? []).join('; ') || providerReason('no_reason') };
      if (job.attributes.status !== 'done') return { state: 'sent' };
    }
    const invoice = await this.salesInvoice(call, invoiceId);
    return invoice.relationships.active_e_document?.data ? { state: 'accepted' } : { state: 'sent' };
  }

  /** Paraşüt cancels an e-Arşiv until its `cancellable_until`; a basic e-Fatura it refuses, which reaches the caller as 422. */
  async cancel(call: ProviderCall, reference: string): Promise<void> {
    const [invoiceId] = reference.split('/');
    const response = await this.api(call, 'cancel', 'DELETE', `/sales_invoices/${invoiceId}/cancel`);
    if (response.status === 422) throw refusalOf(response);
    readPartyAnswer(response, salesAnswer, 'Paraşüt cancel');
  }

  private async salesInvoiceOf(call: ProviderCall, number: string) {
    const query = `filter[invoice_series]=${number.slice(0, 3)}&filter[invoice_id]=${Number(number.slice(3))}&include=active_e_document`;
    const found = readPartyAnswer(
      await this.api(call, 'sales-invoices', 'GET', `/sales_invoices?${query}`),
      salesListAnswer,
      'Paraşüt sales_invoices',
    );
    return found.data[0] ?? null;
  }

  private async salesInvoice(call: ProviderCall, id: string) {
    const response = await this.api(call, 'sales-invoices', 'GET', `/sales_invoices/${id}?include=active_e_document`);
    return readPartyAnswer(response, salesAnswer, 'Paraşüt sales_invoice').data;
  }

  private async createSalesInvoice(call: ProviderCall, submission: InvoiceSubmission) {
    const fields = parasutFields(submission.xml);
    const contact = await this.api(call, 'contacts', 'POST', '/contacts', {
      data: {
        type: 'contacts',
        attributes: {
          ...fields.buyer,
          tax_number: submission.buyer_tax_number ?? fields.buyer.tax_number,
          contact_type: (submission.buyer_tax_number ?? '').length === 10 ? 'company' : 'person',
          account_type: 'customer',
        },
      },
    });
    if (contact.status === 422) throw refusalOf(contact);
    const contactId = readPartyAnswer(contact, oneAnswer, 'Paraşüt contact').data.id;
    const response = await this.api(call, 'sales-invoices', 'POST', '/sales_invoices', {
      data: {
        type: 'sales_invoices',
        attributes: {
          item_type: 'invoice',
          invoice_series: submission.number.slice(0, 3),
          invoice_id: Number(submission.number.slice(3)),
          issue_date: fields.issue_date || istanbulMoment(submission.issued_at).date,
          currency: submission.currency === 'TRY' ? 'TRL' : submission.currency,
          description: `ETTN ${submission.ettn}`,
        },
        relationships: {
          contact: { data: { id: contactId, type: 'contacts' } },
          details: { data: fields.lines.map((line) => ({ type: 'sales_invoice_details', attributes: line })) },
        },
      },
    });
    if (response.status === 422) throw refusalOf(response);
    return readPartyAnswer(response, salesAnswer, 'Paraşüt sales_invoice').data;
  }

  /** A call of API v4 with the account's bearer token (renewed by the password grant when Paraşüt says 401). */
  private async api(call: ProviderCall, operation: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    const { account, http } = call;
    const company = credential(account.credentials, 'company_id', PARASUT);
    const response = await this.tokens.authorized(
      `${account.baseUrl} ${company} ${credential(account.credentials, 'username', PARASUT)}`,
      () => this.issueToken(call),
      (token) =>
        http.request({
          method,
          url: `${account.baseUrl}/v4/${company}${path}`,
          operation,
          headers: { authorization: `Bearer ${token}` },
          body,
          retries: method === 'GET' ? undefined : 0,
        }),
    );
    if (response.status === 401 || response.status === 403) throw providerCredentialsRefused(PARASUT);
    return response;
  }

  private async issueToken({ account, http }: ProviderCall) {
    const form = new URLSearchParams({ grant_type: 'password', redirect_uri: 'urn:ietf:wg:oauth:2.0:oob' });
    for (const name of ['client_id', 'client_secret', 'username', 'password'])
      form.set(name, credential(account.credentials, name, PARASUT));
    const response = await http.request({ method: 'POST', url: `${account.baseUrl}/oauth/token`, operation: 'token', body: form });
    if (response.status === 400 || response.status === 401) throw providerCredentialsRefused(PARASUT);
    const answer = readPartyAnswer(response, tokenAnswer, 'Paraşüt token');
    return { token: answer.access_token, lifetimeMs: answer.expires_in * 1000 };
  }
}

/** Paraşüt's refusal (422 with JSON:API `errors`): its own words. */
function refusalOf(response: ThirdPartyResponse): Error {
  const parsed = errorsAnswer.safeParse(response.body);
  if (!parsed.success) return new Error(`Paraşüt answered ${response.status}`);
  return providerRefusal(PARASUT, parsed.data.errors.map((error) => error.detail ?? error.title).join('; '));
}

export const parasutProvider: InvoiceProviderAdapter = new ParasutProvider();

import { providerReason } from '@tezgah/contracts';
import { randomBytes } from 'node:crypto';
import { credential, readPartyAnswer, type ThirdPartyResponse } from '@tezgah/third-party';
import { z } from 'zod';
import type {
  InvoiceProviderAdapter,
  InvoiceSubmission,
  ProviderCall,
  ProviderVerdict,
  SubmittedInvoice,
  TaxpayerLookup,
} from '../invoice-provider.port';
import { kindReference, readKindReference } from '../shared/kind-reference';
import { providerCredentialsRefused, providerRefusal } from '../shared/provider-refusal';

const NILVERA = 'Nilvera';
/** Each kind's module of Nilvera's API and where a sent document's status is. */
const MODULES = {
  efatura: { send: '/einvoice/Send/Xml', status: (uuid: string) => `/einvoice/Sale/${uuid}/Status` },
  earsiv: { send: '/earchive/Send/Xml', status: (uuid: string) => `/earchive/Invoices/${uuid}/Status` },
} as const;

const aliasesAnswer = z.array(z.object({ Alias: z.string() }).passthrough());
const sentAnswer = z.object({ UUID: z.string() }).passthrough();
const statusAnswer = z.object({ StatusCode: z.string(), StatusDetail: z.string().nullish() }).passthrough();
const errorsAnswer = z.object({ Errors: z.array(z.object({ Description: z.string(), Detail: z.string().nullish() })).min(1) });

/**
 * Nilvera's REST API (docs/invoice-providers/nilvera.md): `Authorization: Bearer <api_key>`, the
 * account's base is Nilvera's host (`https://apitest.nilvera.com`, live `https://api.nilvera.com`).
 * Our UBL-TR document is sent as it is (a file), keyed by its UUID: the ETTN is Nilvera's id.
 */
class NilveraProvider implements InvoiceProviderAdapter {
  readonly provider = 'nilvera' as const;
  readonly protocol = 'faithful' as const;
  // Nilvera publishes no per-call limits: ten calls a second per account is our assumption.
  readonly limits = { '*': { points: 10, durationMs: 1000 } };
  readonly sandboxCredentials = { api_key: 'tezgah-sandbox-nilvera' };

  async lookupTaxpayer(call: ProviderCall, taxNumber: string): Promise<TaxpayerLookup> {
    const path = `/general/GlobalCompany/Check/TaxNumber/${encodeURIComponent(taxNumber)}?globalUserType=Invoice`;
    const aliases = readPartyAnswer(await this.api(call, 'taxpayer', 'GET', path), aliasesAnswer, 'Nilvera taxpayer check');
    if (aliases.length === 0) return { registered: false, alias: null };
    const alias = aliases.find((entry) => entry.Alias.includes('defaultpk')) ?? aliases[0];
    return { registered: true, alias: alias.Alias };
  }

  /** Nilvera refuses a UUID it has (409): a submission first looks for its ETTN, so a lost answer is found, not sent twice. */
  async submit(call: ProviderCall, submission: InvoiceSubmission): Promise<SubmittedInvoice> {
    const existing = await this.findSubmitted(call, submission.ettn);
    if (existing) return existing;
    const boundary = `tezgah${randomBytes(12).toString('hex')}`;
    const query = submission.type === 'efatura' ? `?Alias=${encodeURIComponent(submission.buyer_alias ?? '')}` : '';
    const response = await this.api(call, 'send', 'POST', `${MODULES[submission.type].send}${query}`, {
      body: multipartFile(boundary, `${submission.ettn}.xml`, submission.xml),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    if (response.status === 409) {
      const found = await this.findSubmitted(call, submission.ettn);
      if (found) return found;
    }
    if (response.status >= 400) throw refusalOf(response);
    const sent = readPartyAnswer(response, sentAnswer, 'Nilvera send');
    return { reference: kindReference(submission.type, sent.UUID.toLowerCase()) };
  }

  async findSubmitted(call: ProviderCall, ettn: string): Promise<SubmittedInvoice | null> {
    for (const kind of ['earsiv', 'efatura'] as const) {
      const response = await this.api(call, 'status', 'GET', MODULES[kind].status(ettn));
      if (response.status === 404) continue;
      readPartyAnswer(response, statusAnswer, 'Nilvera status');
      return { reference: kindReference(kind, ettn.toLowerCase()) };
    }
    return null;
  }

  async verdict(call: ProviderCall, reference: string): Promise<ProviderVerdict> {
    const { kind, id } = readKindReference(reference);
    const response = await this.api(call, 'status', 'GET', MODULES[kind].status(id));
    if (response.status === 404) throw new Error(`Nilvera has no document ${reference}`);
    const status = readPartyAnswer(response, statusAnswer, 'Nilvera status');
    if (status.StatusCode === 'error') return { state: 'rejected', reason: status.StatusDetail || providerReason('no_reason') };
    // A cancelled document was accepted first; its cancellation is ours to record, not a verdict.
    return status.StatusCode === 'succeed' || status.StatusCode === 'canceled' ? { state: 'accepted' } : { state: 'sent' };
  }

  async cancel(call: ProviderCall, reference: string): Promise<void> {
    const { kind, id } = readKindReference(reference);
    // Nilvera's API cancels e-Arşiv only; an e-Fatura is answered with a return invoice or GİB's objection, outside the API.
    if (kind === 'efatura') throw providerRefusal(NILVERA, providerReason('efatura_not_cancellable'));
    const response = await this.api(call, 'cancel', 'POST', '/earchive/Invoices/Cancel', { body: [id] });
    if (response.status >= 400) throw refusalOf(response);
  }

  private async api(
    call: ProviderCall,
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: { body: unknown; contentType?: string },
  ): Promise<ThirdPartyResponse> {
    const headers: Record<string, string> = { authorization: `Bearer ${credential(call.account.credentials, 'api_key', NILVERA)}` };
    if (payload?.contentType) headers['content-type'] = payload.contentType;
    const response = await call.http.request({
      method,
      url: `${call.account.baseUrl}${path}`,
      operation,
      headers,
      body: payload?.body,
      // A send is not retried blindly: the next attempt looks for the ETTN first.
      retries: operation === 'send' ? 0 : undefined,
    });
    if (response.status === 401 || response.status === 403) throw providerCredentialsRefused(NILVERA);
    return response;
  }
}

/** A `multipart/form-data` body with the document as the form's `file`, as Nilvera's upload takes it. */
function multipartFile(boundary: string, filename: string, content: string): string {
  return [
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${filename}"`,
    'Content-Type: application/xml',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Nilvera's refusal (a 4xx with `Errors`): 422 with its own words; anything else is unexpected. */
function refusalOf(response: ThirdPartyResponse): Error {
  const parsed = errorsAnswer.safeParse(response.body);
  if (!parsed.success) return new Error(`Nilvera answered ${response.status}`);
  return providerRefusal(
    NILVERA,
    parsed.data.Errors.map((error) => [error.Description, error.Detail].filter(Boolean).join(' ')).join('; '),
  );
}

export const nilveraProvider: InvoiceProviderAdapter = new NilveraProvider();

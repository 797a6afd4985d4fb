import { providerReason } from '@tezgah/contracts';
import { istanbulMoment } from '@tezgah/e-invoice';
import { createHash } from 'node:crypto';
import { AccessTokens, credential, node, nodes, soapCall, soapEnvelope, type XmlArgs, type XmlNode, xmlText } from '@tezgah/third-party';
import { strToU8, zipSync } from 'fflate';
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

const LOGO = 'Logo';
const NS = 'http://tempuri.org/';
const DATA = 'http://schemas.datacontract.org/2004/07/eFaturaWebService';
const ARRAYS = 'http://schemas.microsoft.com/2003/10/Serialization/Arrays';
const DOCUMENT_TYPE = { earsiv: 'EARCHIVE', efatura: 'EINVOICE' } as const;
/** eLogo's sessions end after 30 minutes idle (published clients); ours is renewed before. */
const SESSION_MS = 20 * 60_000;
/** The result code of an ended session (assumed, docs/invoice-providers/logo.md): the session is renewed once. */
const SESSION_ENDED = '-1';

/**
 * Logo's eLogo PostBoxService (docs/invoice-providers/logo.md): SOAP 1.1 at `/PostBoxService.svc`,
 * `Login` with the web service user → a session id every call carries. Our UBL-TR goes zipped and
 * base64 in `SendDocument` with its MD5; e-Arşiv cancellation is a `SendDocument` of type
 * CANCELEARCHIVEINVOICE. Our reference is `<kind>:<ETTN>`, as status asks for the document type.
 */
class LogoProvider implements InvoiceProviderAdapter {
  readonly provider = 'logo' as const;
  readonly protocol = 'faithful' as const;
  // eLogo publishes no per-call limits: five calls a second per account is our assumption.
  readonly limits = { '*': { points: 5, durationMs: 1000 } };
  readonly sandboxCredentials = { username: 'tezgah-sandbox', password: 'tezgah-sandbox' };
  private readonly sessions = new AccessTokens();

  async lookupTaxpayer(call: ProviderCall, taxNumber: string): Promise<TaxpayerLookup> {
    const answer = await this.operation(call, 'CheckGibUser', { vknTcknList: { '@_xmlns:arr': ARRAYS, 'arr:string': taxNumber } });
    this.succeeded(answer, 'CheckGibUser');
    const user = nodes(node(answer.body, 'userList'), 'GibUserType').find((entry) => xmlText(entry, 'Identifier') === taxNumber);
    const alias = [node(user ?? null, 'InvoicePkList')?.Alias]
      .flat()
      .find((name): name is string => typeof name === 'string' && name !== '');
    return alias ? { registered: true, alias } : { registered: false, alias: null };
  }

  /** eLogo refuses a UUID it has: a submission looks for it first, so a lost answer is found, not sent twice. */
  async submit(call: ProviderCall, submission: InvoiceSubmission): Promise<SubmittedInvoice> {
    const existing = await this.findSubmitted(call, submission.ettn);
    if (existing) return existing;
    const zip = Buffer.from(zipSync({ [`${submission.ettn}.xml`]: strToU8(submission.xml) }));
    const params = [`DOCUMENTTYPE=${DOCUMENT_TYPE[submission.type]}`, 'SIGNED=0'];
    if (submission.type === 'efatura') params.push(`ALIAS=${submission.buyer_alias ?? ''}`);
    const answer = await this.operation(
      call,
      'SendDocument',
      {
        paramList: paramList(params),
        document: {
          '@_xmlns:d': DATA,
          'd:binaryData': { 'd:Value': zip.toString('base64'), 'd:contentType': 'application/zip' },
          'd:currentDate': istanbulMoment(submission.issued_at).date,
          'd:fileName': `${submission.ettn}.zip`,
          'd:hash': createHash('md5').update(zip).digest('hex').toUpperCase(),
        },
      },
      'send',
    );
    if (resultCode(answer) !== '1') {
      const found = await this.findSubmitted(call, submission.ettn);
      if (found) return found;
      throw providerRefusal(LOGO, resultMessage(answer) ?? providerReason('no_reason'));
    }
    return { reference: kindReference(submission.type, submission.ettn.toLowerCase()) };
  }

  async findSubmitted(call: ProviderCall, ettn: string): Promise<SubmittedInvoice | null> {
    for (const kind of ['earsiv', 'efatura'] as const) {
      if (await this.status(call, kind, ettn)) return { reference: kindReference(kind, ettn.toLowerCase()) };
    }
    return null;
  }

  async verdict(call: ProviderCall, reference: string): Promise<ProviderVerdict> {
    const { kind, id } = readKindReference(reference);
    const status = await this.status(call, kind, id);
    if (!status) throw new Error(`eLogo has no document ${reference}`);
    // A cancelled document (isCancel) was accepted first; its cancellation is ours to record, not a verdict.
    const code = xmlText(status, 'Status');
    if (code === '2') return { state: 'accepted' };
    if (code === '3') return { state: 'rejected', reason: xmlText(status, 'description') ?? providerReason('no_reason') };
    return { state: 'sent' };
  }

  async cancel(call: ProviderCall, reference: string): Promise<void> {
    const { kind, id } = readKindReference(reference);
    // eLogo's service cancels e-Arşiv only; an e-Fatura is answered with a return invoice or GİB's objection, outside it.
    if (kind === 'efatura') throw providerRefusal(LOGO, providerReason('efatura_not_cancellable'));
    const answer = await this.operation(
      call,
      'SendDocument',
      { paramList: paramList(['DOCUMENTTYPE=CANCELEARCHIVEINVOICE', `UUID=${id}`]) },
      'cancel',
    );
    if (resultCode(answer) !== '1') throw providerRefusal(LOGO, resultMessage(answer) ?? providerReason('cancel_refused'));
  }

  /** The document's `status`, or null when eLogo has none of that type under the ETTN. */
  private async status(call: ProviderCall, kind: InvoiceSubmission['type'], ettn: string): Promise<XmlNode | null> {
    const answer = await this.operation(call, 'GetDocumentStatus', {
      uuid: ettn,
      paramList: paramList([`DOCUMENTTYPE=${DOCUMENT_TYPE[kind]}`]),
    });
    return resultCode(answer) === '1' ? node(answer.body, 'status') : null;
  }

  private succeeded(answer: Answer, operation: string): void {
    if (resultCode(answer) !== '1') throw new Error(`eLogo ${operation}: ${resultMessage(answer) ?? resultCode(answer)}`);
  }

  /** A call in the account's session (logged in on first use, again when eLogo says it ended). */
  private operation(call: ProviderCall, operation: string, args: XmlArgs, label = operation): Promise<Answer> {
    const { account } = call;
    return this.sessions.authorized(
      `${account.baseUrl} ${credential(account.credentials, 'username', LOGO)}`,
      () => this.login(call),
      async (sessionID) => {
        const body = await this.post(call, operation, { sessionID, ...args }, label);
        const answer = node(body, `${operation}Response`);
        if (!answer) throw new Error(`eLogo ${operation} answered without ${operation}Response`);
        return { body: answer, result: node(answer, `${operation}Result`) };
      },
      (answer) => resultCode(answer) === SESSION_ENDED,
    );
  }

  private async login(call: ProviderCall) {
    const login = {
      '@_xmlns:d': DATA,
      'd:appStr': 'Tezgah',
      'd:passWord': credential(call.account.credentials, 'password', LOGO),
      'd:source': '1',
      'd:userName': credential(call.account.credentials, 'username', LOGO),
      'd:version': '1.0',
    };
    const answer = node(await this.post(call, 'Login', { login }, 'login'), 'LoginResponse');
    const sessionID = xmlText(answer, 'sessionID');
    if (xmlText(answer, 'LoginResult') !== 'true' || !sessionID) throw providerCredentialsRefused(LOGO);
    return { token: sessionID, lifetimeMs: SESSION_MS };
  }

  private post(call: ProviderCall, operation: string, args: XmlArgs, label: string) {
    return soapCall(call.http, {
      url: `${call.account.baseUrl}/PostBoxService.svc`,
      operation: label,
      action: `${NS}IPostBoxService/${operation}`,
      envelope: soapEnvelope(NS, operation, args, { qualified: true }),
    });
  }
}

type Answer = { body: XmlNode; result: XmlNode | null };

function paramList(params: string[]): XmlArgs {
  return { '@_xmlns:arr': ARRAYS, 'arr:string': params };
}

function resultCode(answer: Answer): string | null {
  return xmlText(answer.result, 'resultCode');
}

function resultMessage(answer: Answer): string | null {
  return xmlText(answer.result, 'resultMsg');
}

export const logoProvider: InvoiceProviderAdapter = new LogoProvider();

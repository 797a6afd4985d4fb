import { createHash, randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { acceptedCredential } from '../../carriers/rest-shared/credentials';
import { asList, asRecord, type SoapOperation, type SoapRequest, textOf, type XmlTree } from '../../carriers/shared/soap-endpoint';
import { CANCEL_REFUSALS, type IssuedInvoices, type SimInvoiceKind, type SimInvoiceState } from '../shared/issued-invoices';
import { takeDocument } from '../shared/submitted-document';
import { taxpayerAlias, taxpayerTitle } from '../shared/taxpayer-registry';
import type { UblValidator } from '../shared/ubl-check';

/** eLogo's PostBoxService (WCF, SOAP 1.1): operations in `http://tempuri.org/`, results in its data-contract namespace. */
export const LOGO_NS = 'http://tempuri.org/';
export const LOGO_PATH = '/PostBoxService.svc';
const DATA_NS = 'http://schemas.datacontract.org/2004/07/eFaturaWebService';
/** Not published: the code the sandbox answers for an unknown or ended session. */
export const LOGO_SESSION_ENDED = '-1';

const DOCUMENT_TYPES: Record<string, SimInvoiceKind> = { EARCHIVE: 'earsiv', EINVOICE: 'efatura' };
/** `Status` by our neutral state (assumed codes; a cancelled document stays succeeded with `isCancel`). */
const STATUS: Record<SimInvoiceState, [number, string]> = {
  processing: [1, 'İşleniyor'],
  accepted: [2, 'Başarılı'],
  cancelled: [2, 'Başarılı'],
  rejected: [3, 'Hatalı'],
};

/** eLogo's Login → sessionID, then every call with it: CheckGibUser, SendDocument (zipped UBL, or an e-Arşiv cancellation), GetDocumentStatus. */
export function logoOperations(
  invoices: IssuedInvoices,
  /** Open sessions: sessionID → the web service user. */
  sessions: Map<string, string>,
  validate: UblValidator,
): Record<string, SoapOperation> {
  return {
    Login: (request) => {
      const login = asRecord(request.args.login);
      const user = textOf(login.userName);
      const accepted = acceptedCredential(user) && acceptedCredential(textOf(login.passWord));
      const sessionID = accepted ? randomUUID() : null;
      if (sessionID) sessions.set(sessionID, user as string);
      return { LoginResponse: { '@_xmlns': LOGO_NS, LoginResult: String(accepted), sessionID } };
    },
    Logout: (request) => {
      sessions.delete(textOf(request.args.sessionID) ?? '');
      return { LogoutResponse: { '@_xmlns': LOGO_NS, LogoutResult: 'true' } };
    },
    CheckGibUser: (request) =>
      inSession(sessions, request, 'CheckGibUser', () => {
        const numbers = asList(asRecord(request.args.vknTcknList).string).map((value) => textOf(value) ?? '');
        const users = numbers.flatMap((taxNumber) => {
          const alias = taxpayerAlias(taxNumber);
          return alias ? [{ 'a:Identifier': taxNumber, 'a:Title': taxpayerTitle(taxNumber), 'a:InvoicePkList': { 'a:Alias': alias } }] : [];
        });
        return [result(1), { userList: { '@_xmlns:a': DATA_NS, 'a:GibUserType': users } }];
      }),
    SendDocument: (request) =>
      inSession(sessions, request, 'SendDocument', async (account) => {
        const params = paramsOf(request);
        if (params.DOCUMENTTYPE === 'CANCELEARCHIVEINVOICE') {
          const invoice = invoices.byEttnOf(account, params.UUID ?? '');
          if (!invoice || invoice.kind !== 'earsiv') return [result(0, `${params.UUID ?? ''} UUID'li e-Arşiv fatura bulunamadı.`)];
          const outcome = invoices.cancel(invoice);
          return [outcome === 'cancelled' ? result(1) : result(0, CANCEL_REFUSALS[outcome])];
        }
        const kind = DOCUMENT_TYPES[params.DOCUMENTTYPE ?? ''];
        if (!kind) return [result(0, `DOCUMENTTYPE geçersiz: ${params.DOCUMENTTYPE ?? ''}`)];
        const xml = unzippedDocument(asRecord(request.args.document));
        if (typeof xml !== 'string') return [result(0, xml.refusal)];
        const taken = await takeDocument(invoices, validate, { account, kind, xml, alias: params.ALIAS ?? null });
        if ('refusal' in taken) return [result(0, taken.refusal)];
        if (!taken.created) return [result(0, `${taken.invoice.ettn} UUID'li belge daha önce gönderilmiş.`)];
        return [result(1), { refId: taken.invoice.id }];
      }),
    GetDocumentStatus: (request) =>
      inSession(sessions, request, 'GetDocumentStatus', (account) => {
        const kind = DOCUMENT_TYPES[paramsOf(request).DOCUMENTTYPE ?? ''];
        const invoice = invoices.byEttnOf(account, textOf(request.args.uuid) ?? '');
        if (!invoice || invoice.kind !== kind) return [result(0, 'Belge bulunamadı.')];
        const state = invoices.state(invoice);
        const [status, description] = STATUS[state];
        return [
          result(1),
          {
            status: {
              '@_xmlns:a': DATA_NS,
              'a:Code': status * 100,
              'a:Status': status,
              'a:currentDate': new Date().toISOString(),
              'a:description': state === 'rejected' ? (invoice.rejection ?? description) : description,
              'a:isCancel': String(state === 'cancelled'),
            },
          },
        ];
      }),
  };
}

/** The operation's answer: `<XResult>` then its out parameters; an unknown session is `resultCode` LOGO_SESSION_ENDED. */
async function inSession(
  sessions: Map<string, string>,
  request: SoapRequest,
  operation: string,
  run: (account: string) => XmlTree[] | Promise<XmlTree[]>,
): Promise<XmlTree> {
  const account = sessions.get(textOf(request.args.sessionID) ?? '');
  const [first, ...outs] = account ? await run(account) : [result(LOGO_SESSION_ENDED, 'Oturum bulunamadı veya süresi dolmuş.')];
  return { [`${operation}Response`]: { '@_xmlns': LOGO_NS, [`${operation}Result`]: first, ...Object.assign({}, ...outs) } };
}

function result(code: number | string, message = ''): XmlTree {
  return { '@_xmlns:a': DATA_NS, 'a:resultCode': String(code), 'a:resultMsg': message };
}

/** `paramList` as `KEY=value` strings, as eLogo takes them. */
function paramsOf(request: SoapRequest): Record<string, string> {
  const entries = asList(asRecord(request.args.paramList).string).map((value) => textOf(value) ?? '');
  return Object.fromEntries(
    entries.filter((entry) => entry.includes('=')).map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]),
  );
}

/** The UBL inside the document's base64 zip, after its MD5 `hash` is checked. */
function unzippedDocument(document: Record<string, unknown>): string | { refusal: string } {
  const value = textOf(asRecord(document.binaryData).Value);
  if (!value) return { refusal: 'document.binaryData boş olamaz.' };
  const zip = Buffer.from(value, 'base64');
  if (createHash('md5').update(zip).digest('hex').toLowerCase() !== (textOf(document.hash) ?? '').toLowerCase()) {
    return { refusal: 'Belgenin hash (MD5) değeri uyuşmuyor.' };
  }
  try {
    const xml = Object.entries(unzipSync(new Uint8Array(zip))).find(([name]) => name.toLowerCase().endsWith('.xml'));
    return xml ? strFromU8(xml[1]) : { refusal: 'Zip dosyasında XML belge yok.' };
  } catch {
    return { refusal: 'Belge geçerli bir zip dosyası değil.' };
  }
}

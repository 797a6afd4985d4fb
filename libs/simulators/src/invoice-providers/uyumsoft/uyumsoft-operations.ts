import { acceptedCredential } from '../../carriers/rest-shared/credentials';
import {
  asList,
  asRecord,
  type SoapOperation,
  SoapFaultAnswer,
  type SoapRequest,
  textOf,
  type XmlTree,
} from '../../carriers/shared/soap-endpoint';
import { CANCEL_REFUSALS, type IssuedInvoices, type SimInvoice, type SimInvoiceState } from '../shared/issued-invoices';
import { takeDocument } from '../shared/submitted-document';
import { isRegisteredTaxpayer, taxpayerAlias, taxpayerTitle } from '../shared/taxpayer-registry';
import type { UblValidator } from '../shared/ubl-check';

/** Uyumsoft's Integration service (WCF, SOAP 1.1): operations in `http://tempuri.org/`, answers `<XResult IsSucceded Message>`. */
export const UYUMSOFT_NS = 'http://tempuri.org/';
export const UYUMSOFT_PATH = '/Services/Integration';
const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

/** Uyumsoft's outbox `Status` by our neutral state; a cancelled e-Arşiv is `EArchivedCanceled`. */
const STATUS: Record<SimInvoiceState, string> = {
  processing: 'Processing',
  accepted: 'Approved',
  rejected: 'Error',
  cancelled: 'Canceled',
};

/** An inline UBL Invoice inside an InvoiceInfo (the UBL root, any prefix). */
const INLINE_INVOICE = /<((?:[\w.-]+:)?)Invoice(?:\s[^>]*)?>[\s\S]*?<\/\1Invoice>/;
/** `TargetCustomer` carries the buyer in attributes, which the request's plain arguments leave out. */
const TARGET_ALIAS = /<(?:[\w.-]+:)?TargetCustomer\b[^>]*?\bAlias="([^"]*)"/;

export function uyumsoftOperations(invoices: IssuedInvoices, validate: UblValidator): Record<string, SoapOperation> {
  return {
    IsEInvoiceUser: (request) =>
      answer(request, 'IsEInvoiceUser', () => {
        const taxNumber = textOf(request.args.vknTckn) ?? '';
        const alias = textOf(request.args.alias);
        return succeeded({ '@_Value': String(isRegisteredTaxpayer(taxNumber) && (!alias || alias === taxpayerAlias(taxNumber))) });
      }),
    GetUserAliasses: (request) =>
      answer(request, 'GetUserAliasses', () => {
        const taxNumber = textOf(request.args.vknTckn) ?? '';
        const alias = taxpayerAlias(taxNumber);
        const receivers = alias ? { Alias: { '@_Alias': alias, '@_Title': taxpayerTitle(taxNumber), '@_Type': 'Invoice' } } : {};
        return succeeded({ Value: { '@_Identifier': taxNumber, Receiverboxes: receivers } });
      }),
    SendInvoice: (request) =>
      answer(request, 'SendInvoice', async (account) => {
        const info = asRecord(asList(asRecord(request.args.invoices).InvoiceInfo)[0]);
        const xml = INLINE_INVOICE.exec(request.text.slice(request.text.indexOf('InvoiceInfo')))?.[0];
        if (!xml) return failed('InvoiceInfo.Invoice gönderilmedi.');
        const kind = textOf(info.Scenario) === 'eArchive' ? 'earsiv' : 'efatura';
        const alias = TARGET_ALIAS.exec(request.text)?.[1] || null;
        const taken = await takeDocument(invoices, validate, { account, kind, xml, alias });
        if ('refusal' in taken) return failed(taken.refusal);
        if (!taken.created) return failed(`${taken.invoice.ettn} ETTN'li fatura daha önce gönderilmiş.`);
        return succeeded({ Value: { '@_Id': taken.invoice.ettn, '@_Number': taken.invoice.number } });
      }),
    QueryOutboxInvoiceStatus: (request) =>
      answer(request, 'QueryOutboxInvoiceStatus', (account) => {
        const ids = asList(asRecord(request.args.invoiceIds).string).map(textOf);
        const found = ids.map((id) => (id ? invoices.byEttnOf(account, id) : null)).filter((invoice) => invoice !== null);
        return succeeded({ Value: found.map((invoice) => statusOf(invoices, invoice)) });
      }),
    CancelEArchiveInvoice: (request) =>
      answer(request, 'CancelEArchiveInvoice', (account) => {
        const id = textOf(asRecord(request.args.request).InvoiceId);
        const invoice = id ? invoices.byEttnOf(account, id) : null;
        if (!invoice) return failed(`${id ?? ''} ETTN'li fatura bulunamadı.`);
        const outcome = invoices.cancel(invoice);
        return outcome === 'cancelled' ? succeeded({ '@_Value': 'true' }) : failed(CANCEL_REFUSALS[outcome]);
      }),
  };
}

/** The WS-Security UsernameToken first (WCF refuses a message without a valid one with a fault), then the operation. */
async function answer(request: SoapRequest, operation: string, run: (account: string) => XmlTree | Promise<XmlTree>): Promise<XmlTree> {
  const token = asRecord(asRecord(request.header.Security).UsernameToken);
  const user = textOf(token.Username);
  if (!acceptedCredential(user) || !acceptedCredential(textOf(token.Password))) {
    throw new SoapFaultAnswer('InvalidSecurity', 'An error occurred when verifying security for the message.', WSSE_NS);
  }
  return { [`${operation}Response`]: { '@_xmlns': UYUMSOFT_NS, [`${operation}Result`]: await run(user) } };
}

function succeeded(result: XmlTree): XmlTree {
  return { '@_IsSucceded': 'true', '@_Message': '', ...result };
}

function failed(message: string): XmlTree {
  return { '@_IsSucceded': 'false', '@_Message': message };
}

function statusOf(invoices: IssuedInvoices, invoice: SimInvoice): XmlTree {
  const state = invoices.state(invoice);
  const status = state === 'cancelled' && invoice.kind === 'earsiv' ? 'EArchivedCanceled' : STATUS[state];
  return {
    '@_InvoiceId': invoice.ettn,
    '@_DocumentId': invoice.number,
    '@_Status': status,
    '@_Message': state === 'rejected' ? (invoice.rejection ?? '') : '',
  };
}

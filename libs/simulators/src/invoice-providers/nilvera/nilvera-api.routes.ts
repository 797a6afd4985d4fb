import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { acceptedCredential, header } from '../../carriers/rest-shared/credentials';
import { RequestAccounts } from '../../carriers/rest-shared/request-accounts';
import type { IssuedInvoices, SimInvoice, SimInvoiceKind } from '../shared/issued-invoices';
import { acceptMultipart, multipartFile } from '../shared/multipart-file';
import { takeDocument } from '../shared/submitted-document';
import { isRegisteredTaxpayer, taxpayerAlias, taxpayerTitle } from '../shared/taxpayer-registry';
import type { UblValidator } from '../shared/ubl-check';
import { nilveraError } from './nilvera-errors';

/** The module of each kind under Nilvera's API and where a sent document's status is. */
const MODULES: Record<SimInvoiceKind, { path: string; status: string }> = {
  efatura: { path: '/einvoice', status: '/einvoice/Sale/:uuid/Status' },
  earsiv: { path: '/earchive', status: '/earchive/Invoices/:uuid/Status' },
};

/** Nilvera's status codes (`StatusCode`), by our neutral state. */
const STATUS_CODE = { processing: 'waiting', accepted: 'succeed', rejected: 'error', cancelled: 'canceled' } as const;

/**
 * Nilvera's REST API (developer.nilvera.com): every call with `Authorization: Bearer <API key>`;
 * the taxpayer check, sending a UBL-TR file to e-Fatura or e-Arşiv, a sent document's status,
 * and e-Arşiv cancellation. Paths and the status codes are Nilvera's; bodies of refusals are its
 * `{Errors: [...]}`.
 */
export function nilveraApiRoutes(invoices: IssuedInvoices, validateUbl: UblValidator): FastifyPluginAsync {
  return async (app) => {
    acceptMultipart(app);
    const accounts = new RequestAccounts();
    accounts.guard(app, (request, reply) => {
      const key = /^Bearer (\S+)$/i.exec(header(request.headers.authorization) ?? '')?.[1];
      if (acceptedCredential(key)) return key;
      void reply.code(401).send({ Message: 'Authorization has been denied for this request.' });
      return null;
    });

    app.get<{ Params: { taxNumber: string } }>('/general/GlobalCompany/Check/TaxNumber/:taxNumber', async (request) => {
      const { taxNumber } = request.params;
      if (!isRegisteredTaxpayer(taxNumber)) return [];
      return [
        { TaxNumber: taxNumber, Title: taxpayerTitle(taxNumber), Alias: taxpayerAlias(taxNumber), Type: 'PK', DocumentType: 'Invoice' },
      ];
    });

    for (const kind of ['efatura', 'earsiv'] as const) {
      sendRoute(app, kind, accounts, invoices, validateUbl);
      app.get<{ Params: { uuid: string } }>(MODULES[kind].status, async (request, reply) => {
        const invoice = invoices.byEttnOf(accounts.of(request), request.params.uuid);
        if (!invoice || invoice.kind !== kind) return reply.code(404).send(nilveraError(404, 'Fatura bulunamadı.'));
        const state = invoices.state(invoice);
        return {
          UUID: invoice.ettn,
          InvoiceNumber: invoice.number,
          StatusCode: STATUS_CODE[state],
          StatusDetail: detailOf(invoice, state),
        };
      });
    }

    app.post('/earchive/Invoices/Cancel', async (request, reply) => {
      const uuids = Array.isArray(request.body) ? request.body.filter((uuid): uuid is string => typeof uuid === 'string') : [];
      if (uuids.length === 0) return reply.code(400).send(nilveraError(400, 'İptal edilecek faturaların UUID listesi gerekli.'));
      for (const uuid of uuids) {
        const invoice = invoices.byEttnOf(accounts.of(request), uuid);
        if (!invoice || invoice.kind !== 'earsiv') return reply.code(404).send(nilveraError(404, `${uuid} bulunamadı.`));
        const outcome = invoices.cancel(invoice);
        if (outcome === 'window_passed') return reply.code(422).send(nilveraError(422, 'Faturanın iptal süresi geçmiştir.'));
        if (outcome === 'not_accepted') return reply.code(422).send(nilveraError(422, 'Yalnızca başarılı faturalar iptal edilebilir.'));
      }
      return true;
    });
  };
}

function sendRoute(
  app: FastifyInstance,
  kind: SimInvoiceKind,
  accounts: RequestAccounts,
  invoices: IssuedInvoices,
  validate: UblValidator,
) {
  app.post<{ Querystring: { Alias?: string } }>(`${MODULES[kind].path}/Send/Xml`, async (request, reply) => {
    const xml = multipartFile(request.body, header(request.headers['content-type']), 'file');
    if (xml === null) return reply.code(400).send(nilveraError(400, 'Fatura dosyası (file) gönderilmedi.'));
    const taken = await takeDocument(invoices, validate, {
      account: accounts.of(request),
      kind,
      xml,
      alias: request.query.Alias ?? null,
    });
    if ('refusal' in taken) return reply.code(422).send(nilveraError(422, taken.refusal));
    const { invoice, created } = taken;
    if (!created) return reply.code(409).send(nilveraError(409, 'Bu UUID ile gönderilmiş bir fatura zaten var.', invoice.ettn));
    return { UUID: invoice.ettn, InvoiceNumber: invoice.number };
  });
}

function detailOf(invoice: SimInvoice, state: keyof typeof STATUS_CODE): string {
  if (state === 'rejected') return invoice.rejection ?? '';
  return { processing: 'İşleniyor', accepted: 'Başarılı', cancelled: 'İptal edildi' }[state];
}

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asRecord, text } from '../../shared/body-values';
import type { BearerTokens } from '../../carriers/rest-shared/bearer-tokens';
import { header } from '../../carriers/rest-shared/credentials';
import { RequestAccounts } from '../../carriers/rest-shared/request-accounts';
import type { SimInvoice } from '../shared/issued-invoices';
import { isRegisteredTaxpayer, taxpayerAlias, taxpayerTitle } from '../shared/taxpayer-registry';
import { EDOC_TYPE, type ParasutRecords, type SimSalesInvoice } from './parasut-documents';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>;

/** Paraşüt's job statuses by our neutral state. */
const JOB_STATUS = { processing: 'running', accepted: 'done', rejected: 'error', cancelled: 'done' } as const;

/**
 * Paraşüt API v4 under `/v4/:company_id` (JSON:API): e-invoice inboxes, contacts, sales invoices
 * (with their cancel), e-Arşiv and e-Fatura creation as trackable jobs, and the e-documents.
 */
export function parasutApiRoutes(tokens: BearerTokens, records: ParasutRecords): FastifyPluginAsync {
  return async (app) => {
    const accounts = new RequestAccounts();
    accounts.guard(app, (request, reply) => {
      const user = tokens.accountOf(header(request.headers.authorization));
      if (user) return `${(request.params as Record<string, string>).company} ${user}`;
      void reply.code(401).send({ errors: [{ title: 'Unauthorized', detail: 'Geçersiz veya süresi dolmuş erişim anahtarı.' }] });
      return null;
    });
    const account = (request: FastifyRequest) => accounts.of(request);

    app.get('/e_invoice_inboxes', async (request: Req) => {
      const vkn = request.query['filter[vkn]'] ?? '';
      if (!isRegisteredTaxpayer(vkn)) return { data: [] };
      const attributes = {
        vkn,
        e_invoice_address: taxpayerAlias(vkn),
        name: taxpayerTitle(vkn),
        inbox_type: 'PK',
        registered_at: '2020-01-01',
      };
      return { data: [{ id: vkn, type: 'e_invoice_inboxes', attributes }] };
    });

    app.post('/contacts', async (request, reply) => {
      const attributes = asRecord(asRecord(asRecord(request.body).data).attributes);
      if (!text(attributes.name)) return invalid(reply, 'Ad boş bırakılamaz.');
      const id = records.nextId();
      records.contacts.set(id, { account: account(request), attributes });
      return reply.code(201).send({ data: { id, type: 'contacts', attributes } });
    });

    app.get('/sales_invoices', async (request: Req) => {
      const [series, number] = [request.query['filter[invoice_series]'], Number(request.query['filter[invoice_id]'])];
      const found = [...records.salesInvoices.values()].filter(
        (invoice) => invoice.account === account(request) && invoice.invoice_series === series && invoice.invoice_id === number,
      );
      return {
        data: found.map((invoice) => salesInvoiceView(records, invoice)),
        included: found.flatMap((invoice) => included(records, invoice)),
      };
    });

    app.post('/sales_invoices', async (request, reply) => {
      const data = asRecord(asRecord(request.body).data);
      const attributes = asRecord(data.attributes);
      const contactId = text(asRecord(asRecord(asRecord(data.relationships).contact).data).id);
      const details = asRecord(asRecord(data.relationships).details).data;
      const series = text(attributes.invoice_series) ?? '';
      const number = attributes.invoice_id;
      if (!/^[A-Z0-9]{3}$/.test(series) || !Number.isInteger(number) || (number as number) < 1) {
        return invalid(reply, 'Fatura numarası geçersiz: seri 3 karakter, sıra numarası pozitif bir tam sayı olmalıdır.');
      }
      if (!contactId || records.contacts.get(contactId)?.account !== account(request))
        return invalid(reply, 'Müşteri (contact) bulunamadı.');
      if (!Array.isArray(details) || details.length === 0) return invalid(reply, 'Fatura en az bir satır içermelidir.');
      const invoice: SimSalesInvoice = {
        id: records.nextId(),
        account: account(request),
        invoice_series: series,
        invoice_id: number as number,
        contact_id: contactId,
        attributes: { ...attributes, details_count: details.length },
        job: null,
      };
      records.salesInvoices.set(invoice.id, invoice);
      return reply.code(201).send({ data: salesInvoiceView(records, invoice) });
    });

    app.get('/sales_invoices/:id', async (request: Req, reply) => {
      const invoice = salesInvoiceOf(records, request, account(request));
      if (!invoice) return notFound(reply);
      return { data: salesInvoiceView(records, invoice), included: included(records, invoice) };
    });

    app.delete('/sales_invoices/:id/cancel', async (request: Req, reply) => {
      const invoice = salesInvoiceOf(records, request, account(request));
      if (!invoice) return notFound(reply);
      const document = invoice.job?.invoice;
      if (!document) return invalid(reply, 'Resmileştirilmemiş fatura için iptal yerine silme kullanılmalıdır.');
      const outcome = records.documents.cancel(document);
      if (outcome === 'efatura') return invalid(reply, 'Temel senaryolu e-Fatura iptal edilemez; alıcıdan red veya iade faturası gerekir.');
      if (outcome === 'window_passed') return invalid(reply, 'e-Arşiv faturanın iptal süresi (cancellable_until) geçmiştir.');
      if (outcome === 'not_accepted') return invalid(reply, 'Fatura henüz resmileşmedi.');
      return { data: salesInvoiceView(records, invoice) };
    });

    for (const kind of ['earsiv', 'efatura'] as const) {
      app.post(`/${EDOC_TYPE[kind]}`, async (request, reply) => {
        const data = asRecord(asRecord(request.body).data);
        const salesInvoiceId = text(asRecord(asRecord(asRecord(data.relationships).sales_invoice).data).id) ?? '';
        const invoice = records.salesInvoices.get(salesInvoiceId);
        if (!invoice || invoice.account !== account(request)) return invalid(reply, 'Satış faturası bulunamadı.');
        // Asked again for an invoice already being formalized: the same job (assumed; docs/invoice-providers/parasut.md).
        if (invoice.job) return reply.code(202).send({ data: jobView(records, invoice.job.id, invoice.job.invoice) });
        const taxNumber = text(records.contacts.get(invoice.contact_id)?.attributes.tax_number);
        const attributes = asRecord(data.attributes);
        if (kind === 'efatura' && (!taxNumber || taxpayerAlias(taxNumber) !== attributes.to)) {
          return invalid(reply, 'Alıcı e-Fatura kullanıcısı değil veya posta kutusu (to) hatalı.');
        }
        const profile = kind === 'earsiv' ? 'EARSIVFATURA' : attributes.scenario === 'commercial' ? 'TICARIFATURA' : 'TEMELFATURA';
        const job = records.startDocument(invoice, kind, profile, taxNumber);
        return reply.code(202).send({ data: jobView(records, job.id, job.invoice) });
      });
      app.get(`/${EDOC_TYPE[kind]}/:id`, async (request: Req, reply) => {
        const invoice = records.documents.byProviderId(account(request), request.params.id);
        if (!invoice || invoice.kind !== kind || records.documents.state(invoice) === 'processing') return notFound(reply);
        return { data: documentView(records, invoice) };
      });
    }

    app.get('/trackable_jobs/:id', async (request: Req, reply) => {
      const invoice = records.jobById(account(request), request.params.id);
      if (!invoice?.job) return notFound(reply);
      return { data: jobView(records, invoice.job.id, invoice.job.invoice) };
    });
  };
}

function salesInvoiceOf(records: ParasutRecords, request: Req, account: string): SimSalesInvoice | null {
  const invoice = records.salesInvoices.get(request.params.id);
  return invoice && invoice.account === account ? invoice : null;
}

/** The sales invoice; its `active_e_document` once its e-document is made. */
function salesInvoiceView(records: ParasutRecords, invoice: SimSalesInvoice) {
  const document = madeDocument(records, invoice);
  return {
    id: invoice.id,
    type: 'sales_invoices',
    attributes: { ...invoice.attributes, invoice_series: invoice.invoice_series, invoice_id: invoice.invoice_id, item_type: 'invoice' },
    relationships: {
      contact: { data: { id: invoice.contact_id, type: 'contacts' } },
      active_e_document: { data: document ? { id: document.id, type: EDOC_TYPE[document.kind] } : null },
    },
  };
}

function included(records: ParasutRecords, invoice: SimSalesInvoice) {
  const document = madeDocument(records, invoice);
  return document ? [documentView(records, document)] : [];
}

function madeDocument(records: ParasutRecords, invoice: SimSalesInvoice): SimInvoice | null {
  const document = invoice.job?.invoice;
  return document && ['accepted', 'cancelled'].includes(records.documents.state(document)) ? document : null;
}

function documentView(records: ParasutRecords, invoice: SimInvoice) {
  const state = records.documents.state(invoice);
  const common = { uuid: invoice.ettn, invoice_number: invoice.number, created_at: new Date(invoice.created_at).toISOString() };
  const attributes =
    invoice.kind === 'earsiv'
      ? {
          ...common,
          vkn: invoice.buyer_tax_number,
          status: state === 'cancelled' ? 'cancelled' : 'legalized',
          is_signed: true,
          cancellable_until: new Date(invoice.cancellable_until).toISOString(),
        }
      : {
          ...common,
          env_uuid: invoice.ettn,
          scenario: invoice.profile === 'TICARIFATURA' ? 'commercial' : 'basic',
          status: 'successful',
          direction: 'outbound',
          to_vkn: invoice.buyer_tax_number,
        };
  return { id: invoice.id, type: EDOC_TYPE[invoice.kind], attributes };
}

function jobView(records: ParasutRecords, id: string, invoice: SimInvoice) {
  const state = records.documents.state(invoice);
  return { id, type: 'trackable_jobs', attributes: { status: JOB_STATUS[state], errors: state === 'rejected' ? [invoice.rejection] : [] } };
}

function invalid(reply: FastifyReply, detail: string) {
  return reply.code(422).send({ errors: [{ title: 'Unprocessable Entity', detail }] });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [{ title: 'Not Found', detail: 'Kayıt bulunamadı.' }] });
}

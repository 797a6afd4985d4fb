import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { asRecord, text } from '../../shared/body-values';
import type { IssuedInvoices, SimInvoice } from './issued-invoices';

/**
 * An e-invoice provider's part of the control API (decisions §14), alike for every provider:
 *   POST /reject-next {reason}                       the next document taken ends rejected with this reason
 *   GET  /invoices                                   every document with its state
 *   POST /invoices/:key/close-cancellation           by ETTN or number: its e-Arşiv cancellation window has passed
 */
export function invoiceProviderControl(invoices: IssuedInvoices): FastifyPluginAsync {
  const view = (invoice: SimInvoice) => ({
    id: invoice.id,
    account: invoice.account,
    ettn: invoice.ettn,
    number: invoice.number,
    kind: invoice.kind,
    profile: invoice.profile,
    state: invoices.state(invoice),
    rejection: invoice.rejection,
    cancellable_until: new Date(invoice.cancellable_until).toISOString(),
  });
  return async (app) => {
    app.post('/reject-next', async (request, reply) => {
      const reason = text(asRecord(request.body).reason);
      if (!reason) return reply.code(400).send({ error: { code: 'validation.failed', message: 'reason is required' } });
      invoices.rejectNext(reason);
      return { reject_next: reason };
    });
    app.get('/invoices', async () => ({ invoices: invoices.all().map(view) }));
    app.post<{ Params: { key: string } }>('/invoices/:key/close-cancellation', async (request, reply) => {
      const invoice = invoices.all().find((candidate) => [candidate.ettn, candidate.number].includes(request.params.key));
      if (!invoice) return notFound(reply);
      invoices.closeCancellation(invoice);
      return view(invoice);
    });
  };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: { code: 'not_found', message: 'no such invoice' } });
}

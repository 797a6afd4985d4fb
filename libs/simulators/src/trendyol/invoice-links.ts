import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTrendyolError } from './trendyol-errors';
import { parseOr400 } from './trendyol.query';
import type { TrendyolMarketplace } from './trendyol-state';

/** "3 alphanumeric then 13 numeric, 16 in total" (docs "Send Customer Invoice Link"). */
const INVOICE_NUMBER = /^[A-Za-z0-9]{3}\d{13}$/;
/** A long epoch of 10 digits (seconds) or 13 (milliseconds), greater than 0. */
const EPOCH = /^(\d{10}|\d{13})$/;

const invoiceLinkSchema = z.object({
  invoiceLink: z.url({ protocol: /^https?$/ }),
  shipmentPackageId: z.number().int().positive(),
  invoiceDateTime: z
    .number()
    .int()
    .positive()
    .refine((value) => EPOCH.test(String(value)), '10 (saniye) veya 13 (milisaniye) haneli olmalıdır.')
    .optional(),
  invoiceNumber: z.string().regex(INVOICE_NUMBER, '3 alfanümerik ve 13 rakam, toplam 16 karakter olmalıdır.').optional(),
});

/**
 * sendInvoiceLink (docs "Send Customer Invoice Link"): 201 and the link on the package; 409 when
 * the package has an invoice already or the link was fed to another package. The number and date
 * are required for micro-export packages only; the package's status is not checked (the docs say
 * nothing of it). A package of another seller, or none, is refused with the file service's wording.
 */
export function invoiceLinkRoutes(marketplace: TrendyolMarketplace) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Params: { sellerId: string } }>('/integration/sellers/:sellerId/seller-invoice-links', async (request, reply) => {
      const body = await parseOr400(invoiceLinkSchema, request.body, reply);
      if (!body) return reply;
      const { sellerId } = request.params;
      const found = marketplace.findPackage(body.shipmentPackageId);
      if (!found) return sendTrendyolError(reply, 400, 'shipment.package.not.found', `${body.shipmentPackageId} ID'li paket bulunamadı.`);
      if (found.account.supplierId !== sellerId)
        return sendTrendyolError(
          reply,
          400,
          'shipment.package.seller.mismatch',
          `Paket belirtilen satıcıya ait değil. sellerId: ${sellerId}`,
        );
      const pkg = found.pkg;
      if (pkg.micro && (!body.invoiceNumber || !body.invoiceDateTime))
        return sendTrendyolError(reply, 400, 'invoice.info.required', 'Mikro ihracat paketleri için fatura bilgisi zorunludur.');
      if (pkg.invoiceLink)
        return sendTrendyolError(reply, 409, 'invoice.already.sent', `${pkg.id} numaralı paketin faturası daha önce gönderilmiş.`);
      if (marketplace.packageWithInvoiceLink(body.invoiceLink))
        return sendTrendyolError(reply, 409, 'invoice.link.already.used', 'Fatura linki daha önce başka bir pakete gönderilmiş.');
      pkg.invoiceLink = body.invoiceLink;
      pkg.lastModifiedDate = Date.now();
      return reply.code(201).send();
    });
  };
}

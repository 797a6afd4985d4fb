import type { FastifyInstance, FastifyReply } from 'fastify';
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

const deleteLinkSchema = z.object({
  serviceSourceId: z.number().int().positive(),
  channelId: z.literal(1),
  customerId: z.number().int().positive(),
});

/**
 * sendInvoiceLink (docs "Send Customer Invoice Link"): 201 and the link on the package; 409 when
 * the package has an invoice already or the link was fed to another package. The number and date
 * are required for micro-export packages only; the package's status is not checked (the docs say
 * nothing of it). A package of another seller, or none, is refused with the file service's wording.
 */
export function invoiceLinkRoutes(marketplace: TrendyolMarketplace) {
  /** The seller's package, or a 400 sent in the file service's wording. */
  const sellersPackage = async (reply: FastifyReply, sellerId: string, packageId: number) => {
    const found = marketplace.findPackage(packageId);
    if (!found) {
      await sendTrendyolError(reply, 400, 'shipment.package.not.found', `${packageId} ID'li paket bulunamadı.`);
      return null;
    }
    if (found.account.supplierId !== sellerId) {
      await sendTrendyolError(reply, 400, 'shipment.package.seller.mismatch', `Paket belirtilen satıcıya ait değil. sellerId: ${sellerId}`);
      return null;
    }
    return found.pkg;
  };

  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Params: { sellerId: string } }>('/integration/sellers/:sellerId/seller-invoice-links', async (request, reply) => {
      const body = await parseOr400(invoiceLinkSchema, request.body, reply);
      if (!body) return reply;
      const pkg = await sellersPackage(reply, request.params.sellerId, body.shipmentPackageId);
      if (!pkg) return reply;
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

    // Delete Customer Invoice Link: the package's link taken back (202), so another can be sent.
    app.post<{ Params: { sellerId: string } }>('/integration/sellers/:sellerId/seller-invoice-links/delete', async (request, reply) => {
      const body = await parseOr400(deleteLinkSchema, request.body, reply);
      if (!body) return reply;
      const pkg = await sellersPackage(reply, request.params.sellerId, body.serviceSourceId);
      if (!pkg) return reply;
      if (pkg.customerId !== body.customerId)
        return sendTrendyolError(reply, 400, 'customer.mismatch', 'customerId paketin müşterisiyle eşleşmiyor.');
      if (!pkg.invoiceLink) return sendTrendyolError(reply, 400, 'invoice.link.not.found', `${pkg.id} numaralı paketin fatura linki yok.`);
      pkg.invoiceLink = '';
      pkg.lastModifiedDate = Date.now();
      return reply.code(202).send();
    });
  };
}

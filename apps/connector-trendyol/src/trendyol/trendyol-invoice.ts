import type { InvoicePush } from '@tezgah/connector-kit';
import { createLogger } from '@tezgah/observability';
import type { ShipmentPackage } from './shipment-package';
import { answerError, type TrendyolApi, trendyolErrorMessages } from './trendyol-api';
import { TRENDYOL_OPERATIONS as OP } from './trendyol-limits';
import { findPackages } from './shipment-packages';
import { GONE, picking, send } from './trendyol-order-status';

const logger = createLogger('connector.trendyol.invoices');

/**
 * Tells Trendyol an order's e-invoice was accepted (research §1.9, §1.14; docs "Send Customer
 * Invoice Link"). Each live package goes Picking (if still Created) then Invoiced with the
 * invoice's number, the only order Trendyol takes; a package already further keeps its status.
 * The link then goes to the order's first live package: Trendyol takes a link for one package
 * only, and mails it to the customer. A 409 (the package has an invoice) is taken as done, so a
 * retry after a lost answer ends, unless the invoice replaces a cancelled one: the package's link
 * is then deleted (docs "Delete Customer Invoice Link") and this one sent in its place. `skipped`
 * when no package can take anything; throws to be retried.
 */
export async function sendTrendyolInvoice(api: TrendyolApi, invoice: InvoicePush): Promise<'done' | 'skipped'> {
  const order = invoice.marketplace_order_id;
  const packages = (await findPackages(api, order)).filter((pkg) => !GONE.has(pkg.status)).sort((a, b) => a.id - b.id);
  if (!packages.length) return skip(order, 'no package of the order can take an invoice');
  for (const pkg of packages) await moveToInvoiced(api, pkg, invoice.number);
  return sendLink(api, packages[0], invoice);
}

async function moveToInvoiced(api: TrendyolApi, pkg: ShipmentPackage, invoiceNumber: string): Promise<void> {
  let status = pkg.status;
  if (status === 'Created' && (await send(api, pkg, OP.updatePackage, '', picking(pkg)))) status = 'Picking';
  if (status !== 'Picking') return;
  await send(api, pkg, OP.updatePackage, '', { ...picking(pkg), params: { invoiceNumber }, status: 'Invoiced' });
}

/** The invoice's link on one package (`skipped` when Trendyol refuses it); throws to be retried. */
export async function sendLink(
  api: TrendyolApi,
  pkg: Pick<ShipmentPackage, 'id' | 'customerId'>,
  invoice: InvoicePush,
  replacing = invoice.replaces,
): Promise<'done' | 'skipped'> {
  const response = await api.send(OP.sendInvoiceLink, 'POST', '/sellers/{sellerId}/seller-invoice-links', {
    body: {
      invoiceLink: invoice.pdf_url,
      shipmentPackageId: pkg.id,
      invoiceDateTime: Date.parse(invoice.issued_at),
      invoiceNumber: invoice.number,
    },
  });
  if (response.status >= 200 && response.status < 300) return 'done';
  const errors = trendyolErrorMessages(response.body);
  if (response.status === 409 && replacing) {
    await deleteLink(api, pkg);
    return sendLink(api, pkg, invoice, false);
  }
  if (response.status === 409) {
    logger.info({ marketplace: 'trendyol', package_id: pkg.id, errors }, 'the package has its invoice link already');
    return 'done';
  }
  if (response.status === 400) {
    logger.warn({ marketplace: 'trendyol', package_id: pkg.id, errors }, 'Trendyol refused the invoice link');
    return 'skipped';
  }
  throw answerError(OP.sendInvoiceLink, response);
}

/** Takes the package's invoice link back, so a replacing invoice's can be sent (202; a package without one is answered 400). */
async function deleteLink(api: TrendyolApi, pkg: Pick<ShipmentPackage, 'id' | 'customerId'>): Promise<void> {
  const response = await api.send(OP.deleteInvoiceLink, 'POST', '/sellers/{sellerId}/seller-invoice-links/delete', {
    body: { serviceSourceId: pkg.id, channelId: 1, customerId: pkg.customerId },
  });
  if (response.status >= 200 && response.status < 300) return;
  throw answerError(OP.deleteInvoiceLink, response);
}

function skip(order: string, reason: string): 'skipped' {
  logger.info({ marketplace: 'trendyol', marketplace_order_id: order, reason }, 'invoice not sent');
  return 'skipped';
}

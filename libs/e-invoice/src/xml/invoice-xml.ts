import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { invoiceAmounts, type InvoiceAmounts } from '../amounts/invoice-amounts';
import { kurusToDecimal, type Kurus } from '../amounts/kurus';
import type { InvoiceDocument } from '../invoice-document';
import { istanbulMoment } from '../issue-moment';
import { invoiceNotes } from './invoice-notes';
import { partyIdentification, writeAddress, writeParty } from './invoice-party';
import { UBL_NAMESPACES, cac, cbc } from './ubl-names';
import { writeTaxTotal } from './invoice-tax';

const XMLNS = 'http://www.w3.org/2000/xmlns/';

/**
 * The invoice as a UBL-TR 1.2 Invoice (UBL 2.1), unsigned: the integrator signs it (XAdES in
 * ext:UBLExtensions, where a placeholder stands) before it reaches GİB. Valid against GİB's
 * Invoice schema and schematron (validateUblTr); docs/e-invoice-documents.md walks through it.
 */
export function buildInvoiceXml(doc: InvoiceDocument, amounts: InvoiceAmounts = invoiceAmounts(doc.lines)): string {
  const currency = { currencyID: doc.currency };
  const money = (parent: XMLBuilder, name: string, kurus: Kurus) => cbc(parent, name, kurusToDecimal(kurus), currency);
  const issued = istanbulMoment(doc.issued_at);

  const invoice = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL_NAMESPACES.invoice, 'Invoice');
  for (const prefix of ['cac', 'cbc', 'ext'] as const) invoice.att(XMLNS, `xmlns:${prefix}`, UBL_NAMESPACES[prefix]);
  // GİB's schema requires the extension; the signature replaces this placeholder (as in GİB's own samples).
  invoice
    .ele(UBL_NAMESPACES.ext, 'ext:UBLExtensions')
    .ele(UBL_NAMESPACES.ext, 'ext:UBLExtension')
    .ele(UBL_NAMESPACES.ext, 'ext:ExtensionContent')
    .ele('auto-generated_for_wildcard');
  cbc(invoice, 'UBLVersionID', '2.1');
  cbc(invoice, 'CustomizationID', 'TR1.2');
  cbc(invoice, 'ProfileID', doc.profile);
  cbc(invoice, 'ID', doc.number);
  cbc(invoice, 'CopyIndicator', 'false');
  cbc(invoice, 'UUID', doc.ettn);
  cbc(invoice, 'IssueDate', issued.date);
  // e-Arşiv must show the time of issue as well (VUK General Communiqué 433, §7); e-Fatura may.
  cbc(invoice, 'IssueTime', issued.time);
  cbc(invoice, 'InvoiceTypeCode', 'SATIS');
  for (const note of invoiceNotes(doc)) cbc(invoice, 'Note', note);
  cbc(invoice, 'DocumentCurrencyCode', doc.currency);
  cbc(invoice, 'LineCountNumeric', String(doc.lines.length));
  const order = cac(invoice, 'OrderReference');
  cbc(order, 'ID', doc.order.number);
  cbc(order, 'IssueDate', istanbulMoment(doc.order.date).date);

  writeSignature(invoice, doc);
  writeParty(cac(invoice, 'AccountingSupplierParty'), doc.seller);
  writeParty(cac(invoice, 'AccountingCustomerParty'), doc.buyer);
  writeTaxTotal(invoice, amounts.vat_subtotals, amounts.vat_total, money);

  const total = cac(invoice, 'LegalMonetaryTotal');
  money(total, 'LineExtensionAmount', amounts.line_extension_total);
  money(total, 'TaxExclusiveAmount', amounts.tax_exclusive_total);
  money(total, 'TaxInclusiveAmount', amounts.tax_inclusive_total);
  money(total, 'AllowanceTotalAmount', 0);
  money(total, 'PayableAmount', amounts.payable_total);

  doc.lines.forEach((line, index) => {
    const lineAmounts = amounts.lines[index];
    const node = cac(invoice, 'InvoiceLine');
    cbc(node, 'ID', String(index + 1));
    cbc(node, 'InvoicedQuantity', String(line.quantity), { unitCode: 'C62' });
    money(node, 'LineExtensionAmount', lineAmounts.net);
    writeTaxTotal(node, [{ vat_rate: line.vat_rate, taxable: lineAmounts.net, vat: lineAmounts.vat }], lineAmounts.vat, money);
    const item = cac(node, 'Item');
    cbc(item, 'Name', line.title);
    cbc(cac(item, 'SellersItemIdentification'), 'ID', line.sku);
    cbc(cac(node, 'Price'), 'PriceAmount', (lineAmounts.unit_net_price_ten_thousandths / 10000).toFixed(4), currency);
  });
  return invoice.end({ prettyPrint: true });
}

/** cac:Signature names who signs (the seller's VKN/TCKN, scheme VKN_TCKN) and where the XAdES signature will be. */
function writeSignature(invoice: XMLBuilder, doc: InvoiceDocument): void {
  const { scheme, id } = partyIdentification(doc.seller);
  const signature = cac(invoice, 'Signature');
  cbc(signature, 'ID', id, { schemeID: 'VKN_TCKN' });
  const signatory = cac(signature, 'SignatoryParty');
  cbc(cac(signatory, 'PartyIdentification'), 'ID', id, { schemeID: scheme });
  writeAddress(signatory, 'PostalAddress', doc.seller);
  cbc(cac(cac(signature, 'DigitalSignatureAttachment'), 'ExternalReference'), 'URI', `#Signature_${doc.number}`);
}

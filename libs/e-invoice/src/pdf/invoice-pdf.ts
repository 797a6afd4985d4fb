import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { registerPdfFonts } from '@tezgah/pdf-fonts';
import { invoiceAmounts } from '../amounts/invoice-amounts';
import type { InvoiceDocument } from '../invoice-document';
import { gibQrContent } from './gib-qr';
import { writeInvoiceHead } from './invoice-pdf-parties';
import { PageCursor, invoiceTitle } from './invoice-pdf-page';
import { writeLineTable, writeTotals } from './invoice-pdf-table';

/** The QR code of GİB's JSON, as a PNG: BWIPP's default error correction (M), 3 px modules (sharp when printed at ~96 pt). */
export function renderGibQr(content: Record<string, string>): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'qrcode', text: JSON.stringify(content), scale: 3 });
}

/**
 * The invoice as the buyer sees it: an A4 PDF titled "e-Arşiv Fatura" or "e-Fatura" with seller,
 * buyer, the particulars (number, date and time, scenario, order, ETTN), GİB's QR code, a row per
 * line, KDV per rate, the totals and the payable amount in words; as many pages as the lines need.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const amounts = invoiceAmounts(doc.lines);
  const qr = await renderGibQr(gibQrContent(doc, amounts));
  // No default font: pdfkit would parse Helvetica's metrics for every document, and the invoice sets its own.
  const pdf = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    font: null as unknown as string,
    info: { Title: `${invoiceTitle(doc)} ${doc.number}`, Creator: 'Tezgah' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  registerPdfFonts(pdf);
  const cursor = new PageCursor(pdf, doc);
  cursor.newPage();
  writeInvoiceHead(cursor, doc, qr);
  writeLineTable(cursor, doc, amounts);
  writeTotals(cursor, doc, amounts);
  cursor.writePageNumbers();
  pdf.end();
  return ended;
}

import type { InvoiceDocument, InvoiceParty } from '../invoice-document';
import { partyIdentification } from '../xml/invoice-party';
import { CONTENT_WIDTH, PAGE, write, type PageCursor } from './invoice-pdf-page';
import { formatDateTr } from './turkish-format';

const QR_SIZE = 96;
const BLOCK_WIDTH = 290;
const INFO = { x: PAGE.left + 320, labelWidth: 82, width: CONTENT_WIDTH - 320 };

function partyLines(party: InvoiceParty): string[] {
  const { scheme, id } = partyIdentification(party);
  return [
    [party.line1, party.line2].filter(Boolean).join(' '),
    [party.postal_code, party.district, party.city].filter(Boolean).join(' ') +
      (party.country === 'TR' ? ' / Türkiye' : ` / ${party.country}`),
    party.phone ? `Tel: ${party.phone}` : '',
    party.email ? `E-posta: ${party.email}` : '',
    party.tax_office ? `Vergi Dairesi: ${party.tax_office}` : '',
    `${scheme}: ${id}`,
  ].filter(Boolean);
}

/** A party: its heading, its name in bold, its address and identification; returns where it ends. */
function writeParty(cursor: PageCursor, heading: string | null, party: InvoiceParty, y: number): number {
  let at = y;
  if (heading) at += write(cursor.pdf, heading, PAGE.left, at, { font: 'bold', size: 8 }) + 1;
  at += write(cursor.pdf, party.name, PAGE.left, at, { font: 'bold', size: 10, width: BLOCK_WIDTH }) + 2;
  for (const line of partyLines(party)) at += write(cursor.pdf, line, PAGE.left, at, { size: 8, width: BLOCK_WIDTH }) + 1;
  return at;
}

/**
 * The first page's top: seller (left) and the GİB QR code (right), a rule, the buyer ("SAYIN",
 * left) beside the invoice's particulars (right), then the ETTN across the page.
 */
export function writeInvoiceHead(cursor: PageCursor, doc: InvoiceDocument, qr: Buffer): void {
  const { pdf } = cursor;
  const top = cursor.y;
  pdf.image(qr, PAGE.right - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
  const sellerEnd = writeParty(cursor, null, doc.seller, top);
  const ruleY = Math.max(sellerEnd, top + QR_SIZE) + 8;
  pdf.moveTo(PAGE.left, ruleY).lineTo(PAGE.right, ruleY).lineWidth(0.5).stroke();

  const buyerEnd = writeParty(cursor, 'SAYIN', doc.buyer, ruleY + 8);
  const particulars: Array<[string, string]> = [
    ['Özelleştirme No', 'TR1.2'],
    ['Senaryo', doc.profile],
    ['Fatura Tipi', 'SATIŞ'],
    ['Fatura No', doc.number],
    ['Fatura Tarihi', formatDateTr(doc.issued_at, true)],
    ['Sipariş No', doc.order.number],
    ['Sipariş Tarihi', formatDateTr(doc.order.date)],
    ['Satış Platformu', doc.order.marketplace],
  ];
  let infoY = ruleY + 8;
  for (const [label, value] of particulars) {
    write(pdf, `${label}:`, INFO.x, infoY, { font: 'bold', size: 8 });
    infoY += write(pdf, value, INFO.x + INFO.labelWidth, infoY, { size: 8, width: INFO.width - INFO.labelWidth }) + 2;
  }
  cursor.y = Math.max(buyerEnd, infoY) + 8;
  write(pdf, 'ETTN:', PAGE.left, cursor.y, { font: 'bold', size: 9 });
  write(pdf, doc.ettn, PAGE.left + 34, cursor.y, { size: 9 });
  cursor.y += 20;
}

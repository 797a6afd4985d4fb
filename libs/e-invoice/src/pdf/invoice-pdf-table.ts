import { PDF_FONTS } from '@tezgah/pdf-fonts';
import type { InvoiceAmounts } from '../amounts/invoice-amounts';
import type { InvoiceDocument } from '../invoice-document';
import { amountInWordsTr } from './amount-in-words';
import { CONTENT_WIDTH, PAGE, write, type PageCursor } from './invoice-pdf-page';
import { formatAmountTr, formatUnitPriceTr } from './turkish-format';

type Align = 'left' | 'right';
const COLUMNS: Array<{ title: string; width: number; align: Align }> = [
  { title: 'Sıra', width: 22, align: 'right' },
  { title: 'Stok Kodu', width: 72, align: 'left' },
  { title: 'Mal / Hizmet', width: 145, align: 'left' },
  { title: 'Miktar', width: 38, align: 'right' },
  { title: 'Birim Fiyat', width: 62, align: 'right' },
  { title: 'KDV %', width: 32, align: 'right' },
  { title: 'KDV Tutarı', width: 66, align: 'right' },
  { title: 'Mal Hizmet Tutarı', width: CONTENT_WIDTH - 438, align: 'right' },
];
const PAD = 3;
const SIZE = 7.5;

function rowHeight(pdf: PDFKit.PDFDocument, cells: string[]): number {
  pdf.font(PDF_FONTS.regular).fontSize(SIZE);
  return Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: COLUMNS[index].width - 2 * PAD }))) + 2 * PAD;
}

function writeRow(cursor: PageCursor, cells: string[], height: number, font: 'regular' | 'bold'): void {
  let x = PAGE.left;
  cells.forEach((cell, index) => {
    const { width, align } = COLUMNS[index];
    write(cursor.pdf, cell, x + PAD, cursor.y + PAD, { font, size: SIZE, width: width - 2 * PAD, align });
    x += width;
  });
  cursor.pdf.rect(PAGE.left, cursor.y, CONTENT_WIDTH, height).lineWidth(0.4).stroke();
  cursor.y += height;
}

function writeHeaderRow(cursor: PageCursor): void {
  const titles = COLUMNS.map((column) => column.title);
  const height = rowHeight(cursor.pdf, titles);
  cursor.pdf.rect(PAGE.left, cursor.y, CONTENT_WIDTH, height).fillColor('#e6e6e6').fill().fillColor('black');
  writeRow(cursor, titles, height, 'bold');
}

/** The lines, one row each; a row that does not fit starts a new page, which repeats the header row. */
export function writeLineTable(cursor: PageCursor, doc: InvoiceDocument, amounts: InvoiceAmounts): void {
  writeHeaderRow(cursor);
  doc.lines.forEach((line, index) => {
    const lineAmounts = amounts.lines[index];
    const cells = [
      String(index + 1),
      line.sku,
      line.title,
      `${line.quantity} Adet`,
      formatUnitPriceTr(lineAmounts.unit_net_price_ten_thousandths),
      `%${line.vat_rate}`,
      formatAmountTr(lineAmounts.vat),
      formatAmountTr(lineAmounts.net),
    ];
    const height = rowHeight(cursor.pdf, cells);
    if (cursor.ensure(height)) writeHeaderRow(cursor);
    writeRow(cursor, cells, height, 'regular');
  });
  cursor.y += 10;
}

/** The totals (right), KDV per rate with its base, then the payable amount in words ("Yalnız: …"). */
export function writeTotals(cursor: PageCursor, doc: InvoiceDocument, amounts: InvoiceAmounts): void {
  const unit = doc.currency === 'TRY' ? 'TL' : doc.currency;
  const rows: Array<[string, number, boolean]> = [
    ['Mal Hizmet Toplam Tutarı', amounts.line_extension_total, false],
    ...amounts.vat_subtotals.flatMap(({ vat_rate, taxable, vat }): Array<[string, number, boolean]> => [
      [`KDV Matrahı (%${vat_rate})`, taxable, false],
      [`Hesaplanan KDV (%${vat_rate})`, vat, false],
    ]),
    ['Vergiler Dahil Toplam Tutar', amounts.tax_inclusive_total, false],
    ['Ödenecek Tutar', amounts.payable_total, true],
  ];
  const words = `Yalnız: ${amountInWordsTr(amounts.payable_total / 100, doc.currency)}`;
  cursor.ensure(rows.length * 14 + 40);
  const labelX = PAGE.right - 260;
  for (const [label, kurus, bold] of rows) {
    const font = bold ? 'bold' : 'regular';
    write(cursor.pdf, label, labelX, cursor.y + 3, { font, size: 8.5 });
    write(cursor.pdf, `${formatAmountTr(kurus)} ${unit}`, labelX + 150, cursor.y + 3, {
      font,
      size: 8.5,
      width: 110 - PAD,
      align: 'right',
    });
    cursor.pdf
      .rect(labelX - PAD, cursor.y, 260 + PAD, 14)
      .lineWidth(0.4)
      .stroke();
    cursor.y += 14;
  }
  cursor.y += 10;
  cursor.y += write(cursor.pdf, words, PAGE.left, cursor.y, { font: 'bold', size: 9, width: CONTENT_WIDTH });
}

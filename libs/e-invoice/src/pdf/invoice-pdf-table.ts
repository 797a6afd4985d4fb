import { PDF_FONTS } from '@tezgah/pdf-fonts';
import type { InvoiceAmounts } from '../amounts/invoice-amounts';
import type { InvoiceDocument } from '../invoice-document';
import { amountInWordsTr } from './amount-in-words';
import { CONTENT_WIDTH, PAGE, write, type PageCursor } from './invoice-pdf-page';
import { formatAmountTr, formatUnitPriceTr } from './turkish-format';

type Align = 'left' | 'right';
/**
 * The line table's columns. Each is as wide as its widest cell or title on one line (a 13-digit
 * stock code, a large amount never wraps); the description (`fill`) takes what they leave.
 */
const COLUMNS: Array<{ title: string; align: Align; fill?: true }> = [
  { title: 'Sıra', align: 'right' },
  { title: 'Stok Kodu', align: 'left' },
  { title: 'Mal / Hizmet', align: 'left', fill: true },
  { title: 'Miktar', align: 'right' },
  { title: 'Birim Fiyat', align: 'right' },
  { title: 'KDV %', align: 'right' },
  { title: 'KDV Tutarı', align: 'right' },
  { title: 'Mal Hizmet Tutarı', align: 'right' },
];
const PAD = 3;
const SIZE = 7.5;
/** Room a line measured to the point keeps, so rounding in the wrap never breaks it. */
const SLACK = 1;
/** The description keeps at least this; past it the widest other column gives way and wraps instead. */
const MIN_FILL_WIDTH = 120;

function textWidth(pdf: PDFKit.PDFDocument, text: string, font: 'regular' | 'bold'): number {
  return pdf.font(PDF_FONTS[font]).fontSize(SIZE).widthOfString(text);
}

/** The columns' widths for these rows, summing to the content width. */
function columnWidths(pdf: PDFKit.PDFDocument, rows: string[][]): number[] {
  const widths = COLUMNS.map((column, index) =>
    column.fill
      ? 0
      : Math.max(textWidth(pdf, column.title, 'bold'), ...rows.map((cells) => textWidth(pdf, cells[index], 'regular'))) + 2 * PAD + SLACK,
  );
  const overflow = widths.reduce((sum, width) => sum + width, 0) + MIN_FILL_WIDTH - CONTENT_WIDTH;
  if (overflow > 0) {
    const widest = widths.indexOf(Math.max(...widths));
    widths[widest] = Math.max(widths[widest] - overflow, 2 * PAD + SLACK);
  }
  const fill = COLUMNS.findIndex((column) => column.fill);
  widths[fill] = CONTENT_WIDTH - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}

function rowHeight(pdf: PDFKit.PDFDocument, widths: number[], cells: string[], font: 'regular' | 'bold'): number {
  pdf.font(PDF_FONTS[font]).fontSize(SIZE);
  return Math.max(...cells.map((cell, index) => pdf.heightOfString(cell, { width: widths[index] - 2 * PAD }))) + 2 * PAD;
}

function writeRow(cursor: PageCursor, widths: number[], cells: string[], height: number, font: 'regular' | 'bold'): void {
  let x = PAGE.left;
  cells.forEach((cell, index) => {
    write(cursor.pdf, cell, x + PAD, cursor.y + PAD, { font, size: SIZE, width: widths[index] - 2 * PAD, align: COLUMNS[index].align });
    x += widths[index];
  });
  cursor.pdf.rect(PAGE.left, cursor.y, CONTENT_WIDTH, height).lineWidth(0.4).stroke();
  cursor.y += height;
}

function writeHeaderRow(cursor: PageCursor, widths: number[]): void {
  const titles = COLUMNS.map((column) => column.title);
  const height = rowHeight(cursor.pdf, widths, titles, 'bold');
  cursor.pdf.rect(PAGE.left, cursor.y, CONTENT_WIDTH, height).fillColor('#e6e6e6').fill().fillColor('black');
  writeRow(cursor, widths, titles, height, 'bold');
}

/** The lines, one row each; a row that does not fit starts a new page, which repeats the header row. */
export function writeLineTable(cursor: PageCursor, doc: InvoiceDocument, amounts: InvoiceAmounts): void {
  const rows = doc.lines.map((line, index) => {
    const lineAmounts = amounts.lines[index];
    return [
      String(index + 1),
      line.sku,
      line.title,
      `${line.quantity} Adet`,
      formatUnitPriceTr(lineAmounts.unit_net_price_ten_thousandths),
      `%${line.vat_rate}`,
      formatAmountTr(lineAmounts.vat),
      formatAmountTr(lineAmounts.net),
    ];
  });
  const widths = columnWidths(cursor.pdf, rows);
  writeHeaderRow(cursor, widths);
  for (const cells of rows) {
    const height = rowHeight(cursor.pdf, widths, cells, 'regular');
    if (cursor.ensure(height)) writeHeaderRow(cursor, widths);
    writeRow(cursor, widths, cells, height, 'regular');
  }
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

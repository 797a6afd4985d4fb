import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type {} from 'pdfkit';

/**
 * The typeface of our PDFs (cargo labels, invoices): DejaVu Sans Condensed from the
 * `dejavu-fonts-ttf` package, embedded (as a subset) in every PDF. It covers Turkish (ğ ü ş ı İ ö ç)
 * where the PDF standard fonts do not, does not depend on the fonts of the machine, and its
 * condensed width fits long Turkish addresses on a 100 mm label and in an invoice's columns.
 */
export const PDF_FONTS = { regular: 'dejavu-regular', bold: 'dejavu-bold' } as const;

export type PdfFont = keyof typeof PDF_FONTS;

const FILES = { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' };

type ParsedFont = ReturnType<typeof fontkit.create>;

let parsed: Record<PdfFont, ParsedFont> | undefined;

/**
 * The fonts, read and parsed once per process. pdfkit takes a parsed fontkit font as it takes a
 * file, and each document still embeds its own subset; parsing the files again for every document
 * was four fifths of a one-label PDF's CPU (about 35 of 44 ms, docs/benchmarks.md).
 */
function pdfFonts(): Record<PdfFont, ParsedFont> {
  if (!parsed) {
    const directory = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const open = (file: string) => fontkit.create(readFileSync(path.join(directory, file)));
    parsed = { regular: open(FILES.regular), bold: open(FILES.bold) };
  }
  return parsed;
}

/** Registers the fonts on a document under the names in PDF_FONTS (`doc.font(PDF_FONTS.bold)`). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const fonts = pdfFonts();
  // @types/pdfkit lists only files among a font's sources; pdfkit 0.20 also takes a parsed font (PDFFontFactory.open).
  doc.registerFont(PDF_FONTS.regular, fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont(PDF_FONTS.bold, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
}

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

/** A font file and the tables fontkit has decoded from it so far (its `_tables`, filled on first use). */
interface Typeface {
  file: Buffer;
  tables: object;
}

/** fontkit's font with the member, absent from its types, that holds its decoded tables. */
type FontkitFont = fontkit.Font & { _tables: object };

let typefaces: Record<PdfFont, Typeface> | undefined;

/**
 * The font files, read once per process, and their decoded tables, shared by every document.
 * Decoding the tables again for every document was four fifths of a one-label PDF's CPU (about
 * 35 of 44 ms, docs/benchmarks.md).
 */
function pdfTypefaces(): Record<PdfFont, Typeface> {
  if (!typefaces) {
    const directory = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const read = (file: string): Typeface => ({ file: readFileSync(path.join(directory, file)), tables: {} });
    typefaces = { regular: read(FILES.regular), bold: read(FILES.bold) };
  }
  return typefaces;
}

/**
 * A font of its own for one document, reading the tables that earlier documents decoded (as
 * fontkit's own `getVariation` shares them): fontkit only reads the file's table directory here.
 * What must not be shared is the font's glyph cache. A fontkit glyph keeps the characters it was
 * first made for, and pdfkit writes those into the document's text layer (its ToUnicode map).
 * Writing a subset makes the parts of composite glyphs (the "g" of "ğ", the "U" of "Ü") as glyphs
 * without characters; shared by the process, they came back so to every later document, whose
 * text then lost them ("Kar o", "İSTANB L").
 */
function documentFont(typeface: Typeface): PDFKit.Mixins.PDFFontSource {
  const font = fontkit.create(typeface.file) as FontkitFont;
  font._tables = typeface.tables;
  // @types/pdfkit lists only files among a font's sources; pdfkit 0.20 also takes a parsed font (PDFFontFactory.open).
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}

/** Registers the fonts on a document under the names in PDF_FONTS (`doc.font(PDF_FONTS.bold)`). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = pdfTypefaces();
  doc.registerFont(PDF_FONTS.regular, documentFont(regular));
  doc.registerFont(PDF_FONTS.bold, documentFont(bold));
}

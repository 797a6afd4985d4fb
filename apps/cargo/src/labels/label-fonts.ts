import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The label's typeface: DejaVu Sans Condensed from the `dejavu-fonts-ttf` package, embedded (as a
 * subset) in every PDF. It covers Turkish (ğ ü ş ı İ ö ç) where the PDF standard fonts do not,
 * does not depend on the fonts of the machine, and its condensed width fits long Turkish
 * addresses on a 100 mm label.
 */
export const LABEL_FONTS = { regular: 'label-regular', bold: 'label-bold' } as const;

const FILES = { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' };

let fontData: Record<keyof typeof LABEL_FONTS, Buffer> | undefined;

/** The font files, read from disk once per process. */
function fontFiles(): Record<keyof typeof LABEL_FONTS, Buffer> {
  if (!fontData) {
    const directory = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontData = { regular: readFileSync(path.join(directory, FILES.regular)), bold: readFileSync(path.join(directory, FILES.bold)) };
  }
  return fontData;
}

export function registerLabelFonts(doc: PDFKit.PDFDocument): void {
  const files = fontFiles();
  doc.registerFont(LABEL_FONTS.regular, files.regular);
  doc.registerFont(LABEL_FONTS.bold, files.bold);
}

import { PDF_FONTS, type PdfFont } from '@tezgah/pdf-fonts';
import type { InvoiceDocument } from '../invoice-document';

/** A4 in points, and the printable area inside a 36 pt (12.7 mm) margin. */
export const PAGE = { width: 595.28, height: 841.89, left: 36, right: 559.28, top: 36, bottom: 805.89 } as const;
export const CONTENT_WIDTH = PAGE.right - PAGE.left;
/** Room kept at the bottom of every page for its "Sayfa n / m" footer. */
const FOOTER_ROOM = 18;

export function invoiceTitle(doc: InvoiceDocument): string {
  return doc.type === 'earsiv' ? 'e-Arşiv Fatura' : 'e-Fatura';
}

/** Text at a place, in one of our fonts; returns the height it took. */
export function write(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { font?: PdfFont; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {},
): number {
  const { font = 'regular', size = 8, width, align = 'left' } = options;
  pdf.font(PDF_FONTS[font]).fontSize(size);
  pdf.text(text, x, y, { width, align, lineBreak: width !== undefined });
  return width !== undefined ? pdf.heightOfString(text, { width }) : pdf.currentLineHeight();
}

/**
 * Where the next thing goes: a page's running y, which starts a new page (with the invoice's title
 * and number at its top) when what comes next does not fit.
 */
export class PageCursor {
  y: number = PAGE.top;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    private readonly doc: InvoiceDocument,
  ) {}

  /** Makes room for `height` points, on a new page when this one is full; true when it turned the page. */
  ensure(height: number): boolean {
    if (this.y + height <= PAGE.bottom - FOOTER_ROOM) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.pdf.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    write(this.pdf, invoiceTitle(this.doc), PAGE.left, PAGE.top, { font: 'bold', size: 16, width: CONTENT_WIDTH, align: 'center' });
    this.y = PAGE.top + 26;
    if (this.pdf.bufferedPageRange().count > 1) {
      write(this.pdf, `Fatura No: ${this.doc.number}    ETTN: ${this.doc.ettn} (devam)`, PAGE.left, this.y, { size: 8 });
      this.y += 16;
    }
  }

  /** "Sayfa n / m" on every page, once all pages exist. */
  writePageNumbers(): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      this.pdf.switchToPage(index);
      write(this.pdf, `Sayfa ${index - start + 1} / ${count}`, PAGE.left, PAGE.bottom - 10, {
        size: 7,
        width: CONTENT_WIDTH,
        align: 'right',
      });
    }
  }
}

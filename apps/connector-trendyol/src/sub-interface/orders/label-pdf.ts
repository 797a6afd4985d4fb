import { PDF_FONTS, registerPdfFonts } from '@tezgah/pdf-fonts';
import PDFDocument from 'pdfkit';

/** 100 × 150 mm, the label stock Trendyol's ZPL is laid out for. */
const PAGE: [number, number] = [283.46, 425.2];

/** The text fields (`^FD…^FS`) of a ZPL label, in order. */
export function zplFields(zpl: string): string[] {
  return [...zpl.matchAll(/\^FD([\s\S]*?)\^FS/g)].map((match) => match[1]);
}

/**
 * Trendyol's common labels (ZPL, one per box) as one PDF, a page per box with the label's fields:
 * the carrier, the barcode number in large type, receiver, address and box. A ZPL printer takes
 * Trendyol's labels as they are; this is for a seller who prints on paper.
 */
export function commonLabelsPdf(labels: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    font: null as unknown as string,
    info: { Title: 'Trendyol ortak etiket', Creator: 'Tezgah' },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const label of labels) {
    doc.addPage({ size: PAGE, margin: 20 });
    zplFields(label).forEach((field, index) => {
      doc
        .font(PDF_FONTS[index <= 1 ? 'bold' : 'regular'])
        .fontSize(index === 1 ? 22 : 11)
        .text(field, { width: PAGE[0] - 40 });
      doc.moveDown(0.6);
    });
  }
  doc.end();
  return ended;
}

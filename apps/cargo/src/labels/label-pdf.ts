import PDFDocument from 'pdfkit';
import { renderTrackingBarcode, type TrackingBarcode } from './label-barcode';
import type { LabelContent } from './label-content';
import { registerLabelFonts, LABEL_FONTS } from './label-fonts';
import { LABEL_SIZE, layoutLabel, type LabelLayout, PACKAGE_RUN, packageRunX, RULE_SPAN } from './label-layout';
import { labelText, packageOf } from './label-text';

function drawPage(doc: PDFKit.PDFDocument, layout: LabelLayout, barcode: PDFKit.PDFOpenedImage, packageText: string): void {
  doc.addPage({ size: LABEL_SIZE, margin: 0 });
  for (const run of layout.runs) {
    doc.font(LABEL_FONTS[run.font]).fontSize(run.size).text(run.text, run.x, run.y, { lineBreak: false });
  }
  doc.text(packageText, packageRunX(doc, packageText), PACKAGE_RUN.y, { lineBreak: false });
  const { x, y, width, height } = layout.barcode;
  doc.image(barcode, x, y, { width, height });
  doc.lineWidth(0.8);
  for (const ruleY of layout.rules) doc.moveTo(RULE_SPAN.from, ruleY).lineTo(RULE_SPAN.to, ruleY);
  doc.stroke();
}

/** bwip-js compresses its PNG on libuv's thread pool: the next shipments' barcodes render while this one's pages are drawn. */
const BARCODES_AHEAD = 4;

function barcodesAhead(labels: LabelContent[]): { take(index: number): Promise<TrackingBarcode> } {
  const pending = new Map<number, Promise<TrackingBarcode>>();
  const start = (index: number): void => {
    if (index >= labels.length || pending.has(index)) return;
    const barcode = renderTrackingBarcode(labels[index].tracking_number);
    barcode.catch(() => undefined); // awaited (and thrown) by take(); not unhandled meanwhile
    pending.set(index, barcode);
  };
  return {
    take(index) {
      for (let ahead = index; ahead <= index + BARCODES_AHEAD; ahead++) start(ahead);
      const barcode = pending.get(index)!;
      pending.delete(index);
      return barcode;
    },
  };
}

/**
 * One PDF of 100 × 150 mm pages, one page per package of each shipment in order ("Koli 1/3",
 * "2/3", "3/3"). A shipment's barcode is rendered and embedded once and its layout measured
 * once; each of its pages draws them again with its own "Koli n/m".
 */
export async function renderLabelsPdf(labels: LabelContent[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'Kargo etiketleri', Creator: 'Tezgah' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerLabelFonts(doc);
  const barcodes = barcodesAhead(labels);
  for (const [index, label] of labels.entries()) {
    const barcode = await barcodes.take(index);
    const image = doc.openImage(barcode.png);
    const layout = layoutLabel(doc, labelText(label), barcode);
    for (let n = 1; n <= label.package_count; n++) drawPage(doc, layout, image, packageOf(n, label.package_count));
  }
  doc.end();
  return ended;
}

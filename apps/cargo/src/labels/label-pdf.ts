import type {} from './pdfkit-images';
import PDFDocument from 'pdfkit';
import { renderTrackingBarcode, type TrackingBarcode } from './label-barcode';
import type { LabelContent } from './label-content';
import { PDF_FONTS, registerPdfFonts } from '@tezgah/pdf-fonts';
import { LABEL_SIZE, layoutLabel, type LabelLayout, PACKAGE_RUN, packageRunX, RULE_SPAN } from './label-layout';
import { labelText, packageOf } from './label-text';

function drawPage(doc: PDFKit.PDFDocument, layout: LabelLayout, barcode: PDFKit.PDFOpenedImage, packageText: string): void {
  doc.addPage({ size: LABEL_SIZE, margin: 0 });
  for (const run of layout.runs) {
    doc.font(PDF_FONTS[run.font]).fontSize(run.size).text(run.text, run.x, run.y, { lineBreak: false });
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

/** Each label with its barcode, in order, the next BARCODES_AHEAD barcodes already rendering. */
async function* withBarcodes(labels: LabelContent[]): AsyncGenerator<[LabelContent, TrackingBarcode]> {
  const ahead: Promise<TrackingBarcode>[] = [];
  const start = (label: LabelContent): void => {
    const barcode = renderTrackingBarcode(label.tracking_number);
    barcode.catch(() => undefined); // thrown where it is awaited, not unhandled while it waits its turn
    ahead.push(barcode);
  };
  labels.slice(0, BARCODES_AHEAD).forEach(start);
  for (const [index, label] of labels.entries()) {
    if (index + BARCODES_AHEAD < labels.length) start(labels[index + BARCODES_AHEAD]);
    const barcode = ahead[0];
    ahead.shift();
    yield [label, await barcode];
  }
}

/**
 * One PDF of 100 × 150 mm pages, one page per package of each shipment in order ("Koli 1/3",
 * "2/3", "3/3"). A shipment's barcode is rendered and embedded once and its layout measured
 * once; each of its pages draws them again with its own "Koli n/m".
 */
export async function renderLabelsPdf(labels: LabelContent[]): Promise<Buffer> {
  // No default font: pdfkit would parse Helvetica's metrics for every document, and the label sets its own.
  const doc = new PDFDocument({
    autoFirstPage: false,
    font: null as unknown as string,
    info: { Title: 'Kargo etiketleri', Creator: 'Tezgah' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerPdfFonts(doc);
  for await (const [label, barcode] of withBarcodes(labels)) {
    const image = doc.openImage(barcode.png);
    const layout = layoutLabel(doc, labelText(label), barcode);
    for (let n = 1; n <= label.package_count; n++) drawPage(doc, layout, image, packageOf(n, label.package_count));
  }
  doc.end();
  return ended;
}

import type { TrackingBarcode } from './label-barcode';
import { PDF_FONTS } from '@tezgah/pdf-fonts';
import { LABEL_MM, PRINTER_DPI } from './label-page';
import { LABEL_CAPTIONS, type LabelText, type PartyText } from './label-text';
import { fitLines } from './text-fit';

const POINTS_PER_MM = 72 / 25.4;
export const LABEL_SIZE: [number, number] = [LABEL_MM.width * POINTS_PER_MM, LABEL_MM.height * POINTS_PER_MM];
const [WIDTH] = LABEL_SIZE;
const MARGIN = LABEL_MM.margin * POINTS_PER_MM;
const CONTENT = WIDTH - 2 * MARGIN;

export type LabelFont = keyof typeof PDF_FONTS;

export interface TextRun {
  font: LabelFont;
  size: number;
  x: number;
  y: number;
  text: string;
}

/** Where everything but "Koli n/m" goes, measured once per shipment and drawn on each of its pages. */
export interface LabelLayout {
  runs: TextRun[];
  /** The y of each horizontal rule. */
  rules: number[];
  barcode: { x: number; y: number; width: number; height: number };
}

/** Sizes (pt) and the most lines each field may take: the blocks' heights are bounded, so nothing leaves the page. */
const HEADER = { size: 16, top: MARGIN, height: 24 };
export const PACKAGE_RUN = { font: 'bold' as const, size: HEADER.size, y: HEADER.top };
const TRACKING = { size: 14, gap: 3, height: 20 };
const RECEIVER = { caption: 7.5, name: [13, 2], address: [11, 3], place: [12, 1], contact: [10, 1], height: 112 } as const;
const SENDER = { caption: 7, name: [9.5, 2], address: [8.5, 2], place: [8.5, 1], contact: [8.5, 1], height: 76 } as const;
const FOOTER = { orderNumber: 11, detail: 10 };
const RULE_GAP = 5;
const LINE_SPACING = 1.18;

/** Measures `text` in a font and size and lays its lines from `y`; returns the y after them. */
function place(doc: PDFKit.PDFDocument, runs: TextRun[], text: string, font: LabelFont, size: number, maxLines: number, y: number): number {
  doc.font(PDF_FONTS[font]).fontSize(size);
  for (const line of fitLines(doc, text, CONTENT, maxLines)) {
    runs.push({ font, size, x: MARGIN, y, text: line });
    y += size * LINE_SPACING;
  }
  return y;
}

function placeCentred(doc: PDFKit.PDFDocument, runs: TextRun[], text: string, font: LabelFont, size: number, y: number): void {
  doc.font(PDF_FONTS[font]).fontSize(size);
  const [line] = fitLines(doc, text, CONTENT, 1);
  runs.push({ font, size, x: (WIDTH - doc.widthOfString(line)) / 2, y, text: line });
}

type PartySizes = typeof RECEIVER | typeof SENDER;

function placeParty(doc: PDFKit.PDFDocument, runs: TextRun[], caption: string, party: PartyText, sizes: PartySizes, top: number): void {
  let y = place(doc, runs, caption, 'bold', sizes.caption, 1, top);
  y = place(doc, runs, party.name, 'bold', sizes.name[0], sizes.name[1], y);
  y = place(doc, runs, party.address, 'regular', sizes.address[0], sizes.address[1], y);
  y = place(doc, runs, party.place, 'bold', sizes.place[0], sizes.place[1], y);
  place(doc, runs, party.contact, 'regular', sizes.contact[0], sizes.contact[1], y);
}

export function layoutLabel(doc: PDFKit.PDFDocument, text: LabelText, barcode: TrackingBarcode): LabelLayout {
  const runs: TextRun[] = [];
  const rules: number[] = [];
  // The carrier's name leaves room on its line for "Koli n/m" (drawn per page, right-aligned).
  doc.font(PDF_FONTS.bold).fontSize(HEADER.size);
  const [carrier] = fitLines(doc, text.carrier, CONTENT * 0.62, 1);
  runs.push({ font: 'bold', size: HEADER.size, x: MARGIN, y: HEADER.top, text: carrier });
  let y = HEADER.top + HEADER.height;
  rules.push(y);

  const dot = 72 / PRINTER_DPI;
  const image = { width: barcode.widthDots * dot, height: barcode.heightDots * dot };
  const barcodeBox = { x: (WIDTH - image.width) / 2, y: y + RULE_GAP + 2, ...image };
  y = barcodeBox.y + image.height + TRACKING.gap;
  placeCentred(doc, runs, text.trackingNumber, 'bold', TRACKING.size, y);
  y += TRACKING.height;
  rules.push(y);

  placeParty(doc, runs, LABEL_CAPTIONS.receiver, text.receiver, RECEIVER, y + RULE_GAP);
  y += RULE_GAP + RECEIVER.height;
  rules.push(y);
  placeParty(doc, runs, LABEL_CAPTIONS.sender, text.sender, SENDER, y + RULE_GAP);
  y += RULE_GAP + SENDER.height;
  rules.push(y);

  y = place(doc, runs, text.orderNumber, 'bold', FOOTER.orderNumber, 1, y + RULE_GAP);
  y = place(doc, runs, text.weight, 'regular', FOOTER.detail, 1, y);
  place(doc, runs, text.bookedAt, 'regular', FOOTER.detail, 1, y);
  return { runs, rules, barcode: barcodeBox };
}

/** Where "Koli n/m" starts: right-aligned on the header line. */
export function packageRunX(doc: PDFKit.PDFDocument, text: string): number {
  doc.font(PDF_FONTS[PACKAGE_RUN.font]).fontSize(PACKAGE_RUN.size);
  return WIDTH - MARGIN - doc.widthOfString(text);
}

export const RULE_SPAN = { from: MARGIN, to: WIDTH - MARGIN };

import { BAR_HEIGHT_DOTS, barcodeGeometry } from './label-barcode';
import type { LabelContent } from './label-content';
import { BARCODE_MAX_DOTS, dotsOf, LABEL_MM } from './label-page';
import { LABEL_CAPTIONS, labelText, packageOf, type PartyText } from './label-text';

const WIDTH = dotsOf(LABEL_MM.width);
const MARGIN = dotsOf(LABEL_MM.margin);
const CONTENT = WIDTH - 2 * MARGIN;
/**
 * Zebra's resident font 0 has no ğ, ş, ı, İ; Swiss 721 (E:TT0003M_, Unicode, on Link-OS
 * printers) has all of Turkish. ^CW names it font 1 for this label.
 */
const TEXT_FONT = '^CW1,E:TT0003M_.FNT';
/** Swiss 721's widest common letters take about 0.6 of the font's height: what a line of ^FB holds, roughly. */
const CHAR_WIDTH = 0.6;

/**
 * Field data under ^FH: the format and control prefixes and the hex indicator itself as `_XX`
 * (so a seller's `^` cannot start a command), control characters likewise, and `\` doubled
 * because ^FB reads `\&` as a line break.
 */
export function escapeFieldData(text: string): string {
  return text.replace(/[\^~_\\\p{Cc}]/gu, (c) => (c === '\\' ? '\\\\' : `_${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`));
}

/** `text` cut with an ellipsis where ^FB would overwrite its last line with the rest. */
function clip(text: string, height: number, width: number, lines: number): string {
  const capacity = Math.floor(width / (height * CHAR_WIDTH)) * lines;
  return text.length <= capacity ? text : `${text.slice(0, capacity - 1).trimEnd()}…`;
}

interface Field {
  x: number;
  y: number;
  height: number;
  lines?: number;
  width?: number;
  align?: 'L' | 'C' | 'R';
}

/** A text field in font 1: a field block `lines` high, wrapped and aligned by the printer. */
function text(data: string, { x, y, height, lines = 1, width = CONTENT, align = 'L' }: Field): string {
  return `^FO${x},${y}^A1N,${height},${height}^FB${width},${lines},0,${align},0^FH^FD${escapeFieldData(clip(data, height, width, lines))}^FS`;
}

const rule = (y: number): string => `^FO${MARGIN},${y}^GB${CONTENT},3,3^FS`;

type PartySizes = { top: number; caption: number; name: number; address: number; place: number; contact: number };

/** Caption, name (2 lines), address (3 lines for the receiver, 2 for the sender), place, contact. */
function party(caption: string, who: PartyText, sizes: PartySizes, addressLines: number): string[] {
  let y = sizes.top;
  const next = (height: number, lines = 1): number => {
    const at = y;
    y += (height + 4) * lines;
    return at;
  };
  return [
    text(caption, { x: MARGIN, y: next(sizes.caption), height: sizes.caption }),
    text(who.name, { x: MARGIN, y: next(sizes.name, 2), height: sizes.name, lines: 2 }),
    text(who.address, { x: MARGIN, y: next(sizes.address, addressLines), height: sizes.address, lines: addressLines }),
    text(who.place, { x: MARGIN, y: next(sizes.place), height: sizes.place }),
    text(who.contact, { x: MARGIN, y: next(sizes.contact), height: sizes.contact }),
  ];
}

const RECEIVER: PartySizes = { top: 372, caption: 20, name: 36, address: 30, place: 34, contact: 28 };
const SENDER: PartySizes = { top: 668, caption: 18, name: 26, address: 24, place: 24, contact: 24 };

/** One ZPL label per package of each shipment, in order: 203 dpi, 100 × 150 mm, UTF-8 (^CI28). */
export function renderLabelsZpl(labels: LabelContent[]): string {
  const out: string[] = [];
  for (const label of labels) {
    const content = labelText(label);
    const { moduleDots, widthDots } = barcodeGeometry(label.tracking_number);
    const barcodeX = MARGIN + Math.max(0, Math.floor((BARCODE_MAX_DOTS - widthDots) / 2));
    // What every package's label shares; only "Koli n/m" differs.
    const body = [
      rule(84),
      // The printer's own CODE128 (automatic subsets), with its interpretation line below.
      `^FO${barcodeX},100^BY${moduleDots}^BCN,${BAR_HEIGHT_DOTS},Y,N,N,A^FH^FD${escapeFieldData(label.tracking_number)}^FS`,
      rule(356),
      ...party(LABEL_CAPTIONS.receiver, content.receiver, RECEIVER, 3),
      rule(652),
      ...party(LABEL_CAPTIONS.sender, content.sender, SENDER, 2),
      rule(896),
      text(content.orderNumber, { x: MARGIN, y: 912, height: 32 }),
      text(content.weight, { x: MARGIN, y: 952, height: 28 }),
      text(content.bookedAt, { x: MARGIN, y: 988, height: 28 }),
    ];
    for (let n = 1; n <= label.package_count; n++) {
      out.push(
        [
          '^XA',
          '^CI28',
          `^PW${WIDTH}`,
          `^LL${dotsOf(LABEL_MM.height)}`,
          '^LH0,0',
          TEXT_FONT,
          text(content.carrier, { x: MARGIN, y: MARGIN, height: 44, width: Math.round(CONTENT * 0.62) }),
          text(packageOf(n, label.package_count), { x: MARGIN, y: MARGIN, height: 44, align: 'R' }),
          ...body,
          '^XZ',
        ].join('\n'),
      );
    }
  }
  return `${out.join('\n')}\n`;
}

/** The thermal label carriers and marketplaces use, in millimetres, with the margin we keep clear. */
export const LABEL_MM = { width: 100, height: 150, margin: 3 } as const;

/** A "203 dpi" thermal printer has 8 dots a millimetre: ZPL positions are in its dots, the PDF's barcode has a pixel per dot. */
const DOTS_PER_MM = 8;
export const PRINTER_DPI = DOTS_PER_MM * 25.4;

export const dotsOf = (mm: number): number => Math.round(mm * DOTS_PER_MM);

/** The widest barcode, quiet zones included, that fits between the margins, in printer dots. */
export const BARCODE_MAX_DOTS = dotsOf(LABEL_MM.width - 2 * LABEL_MM.margin);

import bwipjs from 'bwip-js';
import { bilevelPng } from './bilevel-png';
import { BARCODE_MAX_DOTS, dotsOf } from './label-page';

/** Bar (module) widths in printer dots, widest first: 3 dots = 0.375 mm; 2 dots = 0.25 mm, the narrowest we print. */
const MODULE_DOTS = [3, 2] as const;
/** CODE128 needs 10 modules of white on each side for a scanner to find the symbol's edges. */
const QUIET_ZONE_MODULES = 10;
/** Tall bars forgive a hand scanner held at an angle. */
export const BAR_HEIGHT_DOTS = dotsOf(25);

export interface BarcodeGeometry {
  moduleDots: number;
  /** The symbol's width without its quiet zones. */
  widthDots: number;
}

/** The widest bars with which the CODE128 of `trackingNumber` and its quiet zones fit the label. */
export function barcodeGeometry(trackingNumber: string): BarcodeGeometry {
  const [symbol] = bwipjs.raw('code128', trackingNumber);
  if (!('sbs' in symbol)) throw new Error('bwip-js gave CODE128 as a matrix');
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const moduleDots = MODULE_DOTS.find((dots) => (modules + 2 * QUIET_ZONE_MODULES) * dots <= BARCODE_MAX_DOTS);
  if (moduleDots === undefined) {
    throw new Error(`tracking number ${trackingNumber} is too long for a scannable CODE128 on the label (${modules} modules)`);
  }
  return { moduleDots, widthDots: modules * moduleDots };
}

/**
 * bwip-js's options for the label's CODE128: one pixel per printer dot, bars `moduleDots` wide
 * and BAR_HEIGHT_DOTS tall. The human-readable line is the renderer's own text, so it is in the
 * PDF's text layer and in the label's font.
 */
export function barcodeOptions(trackingNumber: string, moduleDots: number): bwipjs.RenderOptions {
  // bwip-js takes `height` in millimetres at 72 dpi, then scales it: this gives BAR_HEIGHT_DOTS pixels.
  return { bcid: 'code128', text: trackingNumber, scale: moduleDots, height: (BAR_HEIGHT_DOTS * 25.4) / 72 / moduleDots };
}

export interface TrackingBarcode {
  /** 1 bit a pixel (bilevelPng). */
  png: Buffer;
  /** The PNG's size in printer dots (= pixels). */
  widthDots: number;
  heightDots: number;
}

export async function renderTrackingBarcode(trackingNumber: string): Promise<TrackingBarcode> {
  const png = bilevelPng(await bwipjs.toBuffer(barcodeOptions(trackingNumber, barcodeGeometry(trackingNumber).moduleDots)));
  return { png, widthDots: png.readUInt32BE(16), heightDots: png.readUInt32BE(20) };
}

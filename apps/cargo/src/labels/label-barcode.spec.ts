import { barcodeGeometry, barcodeOptions, BAR_HEIGHT_DOTS, renderTrackingBarcode } from './label-barcode';
import { BARCODE_MAX_DOTS } from './label-page';

describe('the tracking barcode', () => {
  it('prints bars 3 dots (0.375 mm) wide when the number fits with its quiet zones', () => {
    const { moduleDots, widthDots } = barcodeGeometry('YK100000000001');
    expect(moduleDots).toBe(3);
    expect(widthDots + 2 * 10 * moduleDots).toBeLessThanOrEqual(BARCODE_MAX_DOTS);
  });

  it('narrows the bars to 2 dots (0.25 mm), never less, for a long number', () => {
    expect(barcodeGeometry('ABCDEFGHIJKLMNOPQRSTUVW').moduleDots).toBe(2);
    expect(() => barcodeGeometry('ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGH')).toThrow(/too long/);
  });

  it('renders a PNG with a pixel per printer dot, as wide as the symbol and 25 mm tall', async () => {
    const barcode = await renderTrackingBarcode('YK100000000001');
    expect(barcode.widthDots).toBe(barcodeGeometry('YK100000000001').widthDots);
    expect(Math.abs(barcode.heightDots - BAR_HEIGHT_DOTS)).toBeLessThanOrEqual(2);
    expect(barcodeOptions('YK100000000001', 3)).toMatchObject({ bcid: 'code128', text: 'YK100000000001', scale: 3 });
  });
});

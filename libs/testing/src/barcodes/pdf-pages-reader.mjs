// Reads PDFs from stdin, one after the other (argv: their lengths in bytes), and prints, per PDF and per page, its size
// (pt), the barcodes a scanner finds on it (argv: dpi, formats; with no formats the pages are not rasterised), its text
// layer and the box its text occupies, as JSON on stdout. A child process of `readPdfPages` because mupdf (the renderer,
// WebAssembly) is an ES module with top-level await, which Jest's CommonJS cannot load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buffer } from 'node:stream/consumers';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
// The reader's WebAssembly from the package itself (by default it is fetched from a CDN).
prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer } });

/** ZXing takes ImageData's RGBA; mupdf gives one grey byte a pixel. */
function rgbaOf(grey) {
  const rgba = new Uint8ClampedArray(grey.length * 4);
  for (let i = 0, o = 0; i < grey.length; i++, o += 4) {
    rgba[o] = rgba[o + 1] = rgba[o + 2] = grey[i];
    rgba[o + 3] = 255;
  }
  return rgba;
}

/** The smallest box holding every text line (mupdf's boxes are whole points). */
function boxAround(boxes) {
  return {
    left: Math.min(...boxes.map((box) => box.x)),
    top: Math.min(...boxes.map((box) => box.y)),
    right: Math.max(...boxes.map((box) => box.x + box.w)),
    bottom: Math.max(...boxes.map((box) => box.y + box.h)),
  };
}

/** The barcodes of `formats` on a page rasterised as a thermal printer prints it: `dpi` dots per inch, grey on white. */
async function barcodesOf(page, formats) {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false, true);
  const image = { data: rgbaOf(pixmap.getPixels()), width: pixmap.getWidth(), height: pixmap.getHeight() };
  return readBarcodes(image, { formats, maxNumberOfSymbols: 8 });
}

const dpi = Number(process.argv[2] ?? 8 * 25.4);
const formats = (process.argv[3] ?? 'Code128').split(',').filter(Boolean);
const lengths = process.argv[4].split(',').map(Number);

async function pagesOf(pdf) {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages = [];
  for (let index = 0; index < document.countPages(); index++) {
    const page = document.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    const found = formats.length ? await barcodesOf(page, formats) : [];
    const text = page.toStructuredText();
    const lines = JSON.parse(text.asJSON()).blocks.flatMap((block) => block.lines ?? []);
    pages.push({
      width: x1 - x0,
      height: y1 - y0,
      barcodes: found.filter((barcode) => barcode.isValid).map((barcode) => barcode.text),
      text: text.asText(),
      textBox: lines.length ? boxAround(lines.map((line) => line.bbox)) : null,
    });
  }
  return pages;
}

const input = await buffer(process.stdin);
const pdfs = [];
for (let start = 0, index = 0; index < lengths.length; start += lengths[index++]) {
  pdfs.push(await pagesOf(input.subarray(start, start + lengths[index])));
}
process.stdout.write(JSON.stringify(pdfs));

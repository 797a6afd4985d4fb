import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * bwip-js's PNG (8-bit RGBA, unfiltered rows) as a 1-bit greyscale PNG of the same pixels, black
 * where bwip-js drew (alpha and darkness over half), white elsewhere: what a thermal printer
 * prints anyway. pdfkit embeds such a PNG's compressed rows as they are, where an RGBA one costs
 * it a decode, a split of the alpha channel and two compressions: most of a label's time.
 */
export function bilevelPng(rgba: Buffer): Buffer {
  const width = rgba.readUInt32BE(16);
  const height = rgba.readUInt32BE(20);
  if (rgba[24] !== 8 || rgba[25] !== 6) throw new Error('expected an 8-bit RGBA PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < rgba.length;) {
    const length = rgba.readUInt32BE(at);
    if (rgba.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(rgba.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  const inRow = width * 4 + 1;
  const outRow = Math.ceil(width / 8) + 1;
  const rows = Buffer.alloc(outRow * height, 0xff);
  for (let y = 0; y < height; y++) {
    const from = y * inRow;
    if (pixels[from] !== 0) throw new Error('expected unfiltered PNG rows');
    rows[y * outRow] = 0;
    for (let x = 0; x < width; x++) {
      const p = from + 1 + x * 4;
      if (pixels[p + 3] >= 128 && pixels[p] < 128) rows[y * outRow + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { bilevelPng } from './bilevel-png';

/** An 8-bit RGBA PNG (unfiltered rows, as bwip-js writes them) of `rows` of [r, g, b, a] pixels. */
function rgbaPng(rows: number[][][]): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed) >>> 0, data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(rows[0].length, 0);
  header.writeUInt32BE(rows.length, 4);
  header[8] = 8;
  header[9] = 6;
  const pixels = Buffer.from(rows.flatMap((row) => [0, ...row.flat()]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('bilevelPng', () => {
  const BLACK = [0, 0, 0, 255];
  const CLEAR = [0, 0, 0, 0];
  const WHITE = [255, 255, 255, 255];
  const FAINT = [0, 0, 0, 100];

  it('keeps the size and turns drawn pixels black and the rest white, one bit a pixel', () => {
    const row = [BLACK, CLEAR, WHITE, FAINT, BLACK, BLACK, CLEAR, CLEAR, BLACK];
    const png = bilevelPng(rgbaPng([row, [...row].reverse()]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([9, 2, 1, 0]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    const rows = inflateSync(png.subarray(41, 41 + idatLength));
    // Filter byte 0, then 9 pixels in two bytes, most significant bit first, 0 = black.
    expect([...rows]).toEqual([0, 0b01110011, 0b01111111, 0, 0b01100111, 0b01111111]);
  });

  it('refuses a PNG that is not 8-bit RGBA', () => {
    const png = rgbaPng([[BLACK]]);
    png[25] = 2;
    expect(() => bilevelPng(png)).toThrow(/RGBA/);
  });
});

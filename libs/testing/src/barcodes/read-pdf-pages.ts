import { execFile } from 'node:child_process';
import path from 'node:path';

export interface PdfPage {
  /** The page's size in points (MediaBox). */
  width: number;
  height: number;
  /** The barcodes (CODE128 unless asked otherwise) decoded from the page rasterised at the reading's dpi, in the reader's order. */
  barcodes: string[];
  /** The page's text layer, as a PDF reader extracts it. */
  text: string;
  /** The smallest box (points, from the top left) holding all of the page's text; null on a page without text. */
  textBox: { left: number; top: number; right: number; bottom: number } | null;
}

const READER = path.join(__dirname, 'pdf-pages-reader.mjs');

/**
 * Every page of a PDF as a reader sees it: its size, the barcodes a scanner decodes from it
 * (rasterised by mupdf at `dpi`, by default a "203 dpi" thermal printer's true 8 dots/mm, 203.2 dpi:
 * at 203 the grid drifts a dot across a 2-dot-module barcode and shaves a bar; decoded by ZXing) and
 * its text. `formats` are ZXing's names (`Code128`, `QRCode`); with none, the pages are not rasterised and
 * `barcodes` is empty (a reading of the text alone). Runs in a child process (integration tier only).
 */
export async function readPdfPages(pdf: Buffer, dpi = 8 * 25.4, formats: string[] = ['Code128']): Promise<PdfPage[]> {
  const [pages] = await readEachPdfPages([pdf], dpi, formats);
  return pages;
}

/** `readPdfPages` of each PDF, in order, in one child process (starting mupdf costs more than reading a label). */
export function readEachPdfPages(pdfs: Buffer[], dpi = 8 * 25.4, formats: string[] = ['Code128']): Promise<PdfPage[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [READER, String(dpi), formats.join(','), pdfs.map((pdf) => pdf.length).join(',')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`reading the PDF failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfPage[][]);
      },
    );
    child.stdin?.end(Buffer.concat(pdfs));
  });
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

export interface LabelFacts {
  trackingId: string;
  carrierName: string;
  serviceName: string;
  amazonOrderId: string;
  shipFrom: string[];
  shipTo: string[];
  weightGrams: number;
}

/** Latin letters for the standard PDF font: the label's Turkish names without their marks. */
const ascii = (text: string) =>
  text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '');

/** A 4×6 inch shipping label as a real PDF, with the tracking id as its barcode's text. */
export function labelPdf(facts: LabelFacts): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [288, 432], margin: 18, info: { Title: `Label ${facts.trackingId}`, Producer: 'Tezgah sandbox' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(16).text(ascii(facts.carrierName));
    doc.font('Helvetica').fontSize(10).text(ascii(facts.serviceName)).moveDown();
    doc.font('Helvetica-Bold').text('FROM').font('Helvetica');
    for (const line of facts.shipFrom) doc.text(ascii(line));
    doc.moveDown().font('Helvetica-Bold').text('TO').font('Helvetica');
    for (const line of facts.shipTo) doc.text(ascii(line));
    doc.moveDown().text(`Order ${facts.amazonOrderId}`).text(`Weight ${facts.weightGrams} g`).moveDown();
    doc.rect(18, doc.y, 252, 48).fill('#000').fillColor('#000');
    doc.moveDown(4).font('Helvetica-Bold').fontSize(14).text(facts.trackingId, { align: 'center' });
    doc.end();
  });
}

/** FileContents as Merchant Fulfillment returns it: the file gzipped and base64-encoded, with the MD5 of the encoded bytes. */
export function fileContents(pdf: Buffer): { Contents: string; FileType: 'application/pdf'; Checksum: string } {
  const gzipped = gzipSync(pdf);
  return {
    Contents: gzipped.toString('base64'),
    FileType: 'application/pdf',
    Checksum: createHash('md5').update(gzipped).digest('base64'),
  };
}

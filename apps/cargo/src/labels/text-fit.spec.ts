import PDFDocument from 'pdfkit';
import { PDF_FONTS, registerPdfFonts } from '@tezgah/pdf-fonts';
import { fitLines } from './text-fit';

describe('fitLines', () => {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerPdfFonts(doc);
  doc.font(PDF_FONTS.regular).fontSize(10);
  const width = 120;

  it('keeps a text that fits on one line whole', () => {
    expect(fitLines(doc, 'Kadıköy / İSTANBUL', width, 2)).toEqual(['Kadıköy / İSTANBUL']);
  });

  it('breaks at spaces into lines no wider than the width, losing no word', () => {
    const text = 'Caferağa Mahallesi Moda Caddesi Şükrü Bey Apartmanı No: 12 Daire 4';
    const lines = fitLines(doc, text, width, 5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(width);
  });

  it('cuts a word wider than a line', () => {
    const lines = fitLines(doc, 'Ğ'.repeat(60), width, 5);
    expect(lines.join('')).toBe('Ğ'.repeat(60));
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(width);
  });

  it('ends the last allowed line with an ellipsis when the text needs more lines', () => {
    const lines = fitLines(doc, 'Şehitler Mahallesi '.repeat(20).trim(), width, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(doc.widthOfString(lines[1])).toBeLessThanOrEqual(width);
  });

  it('gives no line for no text', () => {
    expect(fitLines(doc, '', width, 2)).toEqual([]);
  });
});

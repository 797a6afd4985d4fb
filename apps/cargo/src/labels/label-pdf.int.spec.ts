import { readPdfPages } from '@tezgah/testing';
import { renderLabelsPdf } from './label-pdf';
import { labelContent, labelParty } from './test/label-fixtures';

const MM = 72 / 25.4;

describe('renderLabelsPdf', () => {
  const threePackages = labelContent({ provider: 'aras', tracking_number: 'AR2026112400017', package_count: 3, weight_kg: 12.75 });
  const turkish = labelContent({
    provider: 'surat',
    tracking_number: '1Z999AA10123456784',
    order_number: 'HB-ÇĞİÖŞÜ-42',
    sender: labelParty({ name: 'Güneş Çiçekçilik İç ve Dış Ticaret Ltd. Şti.' }),
    receiver: labelParty({
      name: 'Çağrı Işıl Şükrüoğlu',
      line1: 'Gül Sok. Öğretmenler Mah. İnönü Cad. No: 7',
      line2: 'Çamlık Apt. Kat 2',
      district: 'Ağrı Merkez',
      city: 'Ağrı',
      phone: null,
      postal_code: null,
    }),
    weight_kg: null,
  });
  const overlong = labelContent({
    tracking_number: 'MNG000000000099',
    provider: 'mng',
    receiver: labelParty({ name: 'Ö'.repeat(40) + ' ' + 'Uzunİsim '.repeat(20), line1: 'Şehitler Mahallesi '.repeat(30), line2: null }),
  });
  // 20 mixed characters (a Yurtiçi key): the longest CODE128 the label takes, its bars 2 dots wide.
  const longest = labelContent({ provider: 'yurtici', tracking_number: '1EFDDCE551EA4EAE5C91' });
  let pages: Awaited<ReturnType<typeof readPdfPages>>;

  beforeAll(async () => {
    pages = await readPdfPages(await renderLabelsPdf([threePackages, turkish, overlong, longest]));
  }, 60_000);

  it('prints one page per package of each shipment, in order', () => {
    expect(pages).toHaveLength(6);
    expect(pages.map((page) => /Koli \d\/\d/.exec(page.text)?.[0])).toEqual([
      'Koli 1/3',
      'Koli 2/3',
      'Koli 3/3',
      'Koli 1/1',
      'Koli 1/1',
      'Koli 1/1',
    ]);
  });

  it('makes every page 100 × 150 mm', () => {
    for (const page of pages) {
      expect(Math.abs(page.width - 100 * MM)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(page.height - 150 * MM)).toBeLessThanOrEqual(0.5);
    }
  });

  it('prints a barcode that a scanner decodes, at a 203 dpi (8 dots/mm) printer, to the tracking number of the page', () => {
    expect(pages.map((page) => page.barcodes)).toEqual([
      ['AR2026112400017'],
      ['AR2026112400017'],
      ['AR2026112400017'],
      ['1Z999AA10123456784'],
      ['MNG000000000099'],
      ['1EFDDCE551EA4EAE5C91'],
    ]);
  });

  it('writes the carrier, the tracking number, the order, the weight and the Istanbul booking date', () => {
    const [first] = pages;
    for (const expected of ['Aras Kargo', 'AR2026112400017', 'Sipariş No: TY-100234', 'Ağırlık: 12,75 kg', 'Tarih: 25.11.2026 00:30']) {
      expect(first.text).toContain(expected);
    }
    expect(pages[3].text).toContain('Ağırlık: —');
  });

  it('keeps Turkish letters in the text layer as they were given', () => {
    const text = pages[3].text;
    for (const expected of [
      'Sürat Kargo',
      'GÖNDERİCİ',
      'ALICI',
      'Güneş Çiçekçilik İç ve Dış Ticaret Ltd. Şti.',
      'Çağrı Işıl Şükrüoğlu',
      'Ağrı Merkez / AĞRI',
      'HB-ÇĞİÖŞÜ-42',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, ' ')).toContain('Gül Sok. Öğretmenler Mah. İnönü Cad. No: 7 Çamlık Apt. Kat 2');
  });

  it('keeps all text between the 3 mm margins of every page', () => {
    for (const { textBox } of pages) {
      expect(textBox).not.toBeNull();
      expect(textBox!.left).toBeGreaterThanOrEqual(Math.floor(3 * MM));
      expect(textBox!.top).toBeGreaterThanOrEqual(Math.floor(3 * MM));
      expect(textBox!.right).toBeLessThanOrEqual(Math.ceil(97 * MM));
      expect(textBox!.bottom).toBeLessThanOrEqual(Math.ceil(147 * MM));
    }
  });

  it('cuts what does not fit with an ellipsis instead of running off the label', () => {
    const text = pages[4].text;
    expect(text).toContain('…');
    expect(text).not.toContain('Uzunİsim '.repeat(20).trim());
    // The rest of the label is still there, below the cut fields.
    expect(text).toContain('GÖNDERİCİ');
    expect(text).toContain('Sipariş No: TY-100234');
  });
});

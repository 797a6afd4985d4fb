import { readPdfPages, type PdfPage } from '@tezgah/testing';
import { COMPANY_BUYER, invoiceDocument } from '../test/invoice-fixtures';
import { renderInvoicePdf } from './invoice-pdf';

jest.setTimeout(60_000);

/** The text layer with its line breaks as spaces: a reader may break a long line anywhere. */
const flat = (page: PdfPage) => page.text.replace(/\s+/g, ' ');

describe('renderInvoicePdf', () => {
  let pages: PdfPage[];

  beforeAll(async () => {
    pages = await readPdfPages(await renderInvoicePdf(invoiceDocument()), 200, ['QRCode']);
  });

  it('is one A4 page titled e-Arşiv Fatura with the number, ETTN, date and time, scenario and order', () => {
    expect(pages).toHaveLength(1);
    expect([Math.round(pages[0].width), Math.round(pages[0].height)]).toEqual([595, 842]);
    for (const expected of [
      'e-Arşiv Fatura',
      'TZG2026000000123',
      '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
      '14.03.2026 12:05',
      'EARSIVFATURA',
      'TY-10293847',
      'Trendyol',
    ]) {
      expect(flat(pages[0])).toContain(expected);
    }
  });

  it('shows seller and buyer with their identification, Turkish letters intact', () => {
    for (const expected of [
      'Tezgah Örnek Ticaret A.Ş.',
      'VKN: 1234567890',
      'Vergi Dairesi: Kadıköy',
      'SAYIN',
      'Ayşe Nur Çelik',
      'TCKN: 12345678901',
      'Çankaya Ankara',
    ]) {
      expect(flat(pages[0])).toContain(expected);
    }
  });

  it('lists every line with its KDV, the KDV per rate, the totals and the payable amount in words', () => {
    const text = flat(pages[0]);
    for (const expected of [
      'KZK-ÇAY-01',
      'Çaydanlık Şık Çelik 2 L',
      '416,585',
      '166,63',
      '833,17',
      'Kitap: Ağustos Böceği ile Karınca',
      'KDV Matrahı (%1) 267,30 TL',
      'Hesaplanan KDV (%20) 166,63 TL',
      'Vergiler Dahil Toplam Tutar 1.395,27 TL',
      'Ödenecek Tutar 1.395,27 TL',
      'Yalnız: Bin Üç Yüz Doksan Beş Türk Lirası Yirmi Yedi Kuruş',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries GİB’s QR content, which a scanner decodes', () => {
    expect(pages[0].barcodes).toHaveLength(1);
    expect(JSON.parse(pages[0].barcodes[0])).toEqual({
      vkntckn: '1234567890',
      avkntckn: '12345678901',
      senaryo: 'EARSIVFATURA',
      tip: 'SATIS',
      tarih: '2026-03-14',
      no: 'TZG2026000000123',
      ettn: '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d',
      parabirimi: 'TRY',
      malhizmettoplam: '1214.56',
      'kdvmatrah(1)': '267.30',
      'hesaplanankdv(1)': '2.67',
      'kdvmatrah(10)': '114.09',
      'hesaplanankdv(10)': '11.41',
      'kdvmatrah(20)': '833.17',
      'hesaplanankdv(20)': '166.63',
      vergidahil: '1395.27',
      odenecek: '1395.27',
    });
  });

  it('runs over as many pages as the lines need, repeating the title, numbering the pages', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      sku: `SKU-${index + 1}`,
      title: `Ürün ${index + 1} ğüşıöç`,
      quantity: 1,
      unit_price: 12.34,
      vat_rate: 20 as const,
    }));
    const doc = invoiceDocument({ type: 'efatura', profile: 'TEMELFATURA', buyer: COMPANY_BUYER, lines });
    const many = await readPdfPages(await renderInvoicePdf(doc), 100, []);
    expect(many.length).toBeGreaterThan(1);
    many.forEach((page, index) => {
      expect(page.text).toContain('e-Fatura');
      expect(page.text).toContain(`Sayfa ${index + 1} / ${many.length}`);
    });
    const all = many.map(flat).join(' ');
    expect(all).toContain('SKU-1 ');
    expect(all).toContain('SKU-60');
    expect(flat(many[many.length - 1])).toContain('Ödenecek Tutar 740,40 TL');
    expect(flat(many[many.length - 1])).toContain('Yalnız: Yedi Yüz Kırk Türk Lirası Kırk Kuruş');
  });

  it('sizes the line table to its content: a 13-digit stock code and a large amount stay on one line, a long description wraps', async () => {
    const title = 'Paslanmaz Çelik Düdüklü Tencere Seti 4 Parça, Kapaklı, İndüksiyon Tabanlı, Ağır Hizmet Tipi, Garantili';
    const lines = [
      { sku: 'SKU-8692042788125', title, quantity: 120, unit_price: 98_765.43, vat_rate: 20 as const },
      { sku: 'KZK-ÇAY-01', title: 'Çaydanlık', quantity: 1, unit_price: 499.9, vat_rate: 1 as const },
    ];
    const [page] = await readPdfPages(await renderInvoicePdf(invoiceDocument({ lines })), 100, []);
    const rows = page.text.split('\n');
    for (const unbroken of ['SKU-8692042788125', '82.304,525', '1.975.308,60', '9.876.543,00', 'Mal Hizmet Tutarı'])
      expect({ unbroken, found: rows.some((row) => row.includes(unbroken)) }).toEqual({ unbroken, found: true });
    expect(flat(page)).toContain(title);
  });
});

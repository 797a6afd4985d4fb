import { csvFile, foldHeader, parseCsv, xlsxFile } from './sheet';

describe('parseCsv', () => {
  it('reads commas, quoted fields with separators, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('sku,title,price\r\nA-1,"Kırmızı, uzun elbise",120\nA-2,"25"" ekran\nmonitör",3000\n')).toEqual([
      ['sku', 'title', 'price'],
      ['A-1', 'Kırmızı, uzun elbise', '120'],
      ['A-2', '25" ekran\nmonitör', '3000'],
    ]);
  });

  it('takes semicolons when the header has more of them (Excel in Turkish), drops a BOM and empty lines', () => {
    expect(parseCsv('\uFEFFsku;başlık;fiyat\n\nB-1;Şal;10,50\n;;\n')).toEqual([
      ['sku', 'başlık', 'fiyat'],
      ['B-1', 'Şal', '10,50'],
    ]);
  });

  it('keeps a last line without a line break, and empty cells', () => {
    expect(parseCsv('a,b,c\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });
});

describe('foldHeader', () => {
  it('matches headers whatever their case and Turkish letters', () => {
    expect(foldHeader('STOK ADEDİ')).toBe('stok adedi');
    expect(foldHeader('Ürün Kodu')).toBe(foldHeader('URUN KODU'));
    expect(foldHeader('Satış Fiyatı')).toBe('satis fiyati');
  });
});

describe('csvFile', () => {
  it('writes what parseCsv reads back, quoting separators and quotes', () => {
    const rows = [
      ['SKU', 'Başlık', 'Fiyat'],
      ['A-1', 'Kırmızı; uzun "elbise"', '120,50'],
    ];
    const text = csvFile(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe('xlsxFile', () => {
  it('writes one sheet: text as shared strings (escaped, digits kept), numbers as numbers, columns past Z', async () => {
    const { strFromU8, unzipSync } = await import('fflate');
    const header = Array.from({ length: 28 }, (_, i) => `K${i}`);
    const files = unzipSync(await xlsxFile([header, ['A&B <1>', 120.5, '0869']]));
    expect(Object.keys(files).sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/_rels/workbook.xml.rels',
        'xl/sharedStrings.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    );
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<c r="AB1" t="s"><v>27</v></c>');
    expect(sheet).toContain('<c r="B2"><v>120.5</v></c>');
    const strings = strFromU8(files['xl/sharedStrings.xml']);
    expect(strings).toContain('<t xml:space="preserve">A&amp;B &lt;1&gt;</t>');
    expect(strings).toContain('<t xml:space="preserve">0869</t>');
  });
});

import { csvFile, foldHeader, parseCsv } from './sheet';

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

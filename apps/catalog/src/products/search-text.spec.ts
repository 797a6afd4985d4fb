import { foldForSearch, searchPattern, searchTextOf } from './search-text';

describe('search folding', () => {
  it('lowers with Turkish casing and treats dotted and dotless i as one letter', () => {
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('IĞDIR')).toBe('iğdir');
    expect(foldForSearch('ıspanak')).toBe(foldForSearch('ISPANAK'));
    expect(foldForSearch('iPhone Kılıfı')).toBe(foldForSearch('IPHONE KILIFI'));
  });

  it('keeps the other Turkish letters apart from their plain forms', () => {
    expect(foldForSearch('ŞAL ÇANTA ÖRGÜ')).toBe('şal çanta örgü');
    expect(foldForSearch('şal')).not.toBe(foldForSearch('sal'));
  });

  it('folds the decomposed İ (I + combining dot) like the composed one', () => {
    expect(foldForSearch('I\u0307STANBUL')).toBe('istanbul');
  });

  it('folds every Latin, Greek and Cyrillic letter exactly as Turkish-locale lowering would', () => {
    const icuFold = (text: string) =>
      text
        .normalize('NFC')
        .toLocaleLowerCase('tr-TR')
        .replace(/ı/g, 'i')
        .replace(/\u0307/g, '');
    const ranges = [
      [0x20, 0x24f],
      [0x370, 0x3ff],
      [0x400, 0x4ff],
      [0x1e00, 0x1eff],
    ];
    const letters = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));
    const texts = [...letters, ...letters.map((letter) => `${letter}\u0307`), 'İstanbul IĞDIR Iı i\u0307 DİYARBAKIR'];
    expect(texts.filter((text) => foldForSearch(text) !== icuFold(text))).toEqual([]);
  });

  it('joins SKU, title and barcode so that no term matches across two of them', () => {
    const text = searchTextOf({ sku: 'AB-1', title: 'Kırmızı Elbise', barcode: '8690001' });
    expect(text).toContain('ab-1');
    expect(text).toContain('kirmizi elbise');
    expect(text).toContain('8690001');
    expect(text).not.toContain('ab-1 kirmizi');
  });

  it('escapes LIKE wildcards so a term matches literally', () => {
    expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

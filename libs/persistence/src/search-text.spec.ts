import { FOLDED_FROM, FOLDED_TO, foldForSearch, searchPattern, sqlFoldForSearch } from './search-text';

describe('search folding', () => {
  it('lowers with Turkish casing and treats dotted and dotless i as one letter', () => {
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('ıspanak')).toBe(foldForSearch('ISPANAK'));
    expect(foldForSearch('iPhone Kılıfı')).toBe(foldForSearch('IPHONE KILIFI'));
  });

  it('finds Turkish words typed without their Turkish letters', () => {
    expect(foldForSearch('Tişört')).toBe('tisort');
    expect(foldForSearch('ÇİÇEK')).toBe('cicek');
    expect(foldForSearch('IĞDIR Şalı Örgü Üzüm')).toBe('igdir sali orgu uzum');
    expect(foldForSearch('Hâlâ Kâğıt')).toBe('hala kagit');
  });

  it('folds the decomposed İ (I + combining dot) like the composed one', () => {
    expect(foldForSearch('I\u0307STANBUL')).toBe('istanbul');
  });

  it('pairs every folded letter with one plain letter', () => {
    expect([...FOLDED_FROM]).toHaveLength([...FOLDED_TO].length);
    expect(FOLDED_TO).toMatch(/^[a-z]+$/);
  });

  it('folds every Latin, Greek and Cyrillic letter as Turkish-locale lowering, then the table, would', () => {
    const table = new Map([...FOLDED_FROM].map((letter, index) => [letter, FOLDED_TO[index]]));
    const reference = (text: string) =>
      [
        ...text
          .normalize('NFC')
          .toLocaleLowerCase('tr-TR')
          .replace(/\u0307/g, ''),
      ]
        .map((letter) => table.get(letter) ?? letter)
        .join('');
    const ranges = [
      [0x20, 0x24f],
      [0x370, 0x3ff],
      [0x400, 0x4ff],
      [0x1e00, 0x1eff],
    ];
    const letters = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));
    const texts = [...letters, ...letters.map((letter) => `${letter}\u0307`), 'İstanbul IĞDIR Iı i\u0307 DİYARBAKIR'];
    expect(texts.filter((text) => foldForSearch(text) !== reference(text))).toEqual([]);
  });

  it('folds in SQL with the same table', () => {
    expect(sqlFoldForSearch('o.name')).toBe(`lower(translate(o.name, '${FOLDED_FROM}', '${FOLDED_TO}'))`);
  });

  it('escapes LIKE wildcards so a term matches literally', () => {
    expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(searchPattern('Çiçek')).toBe('%cicek%');
  });
});

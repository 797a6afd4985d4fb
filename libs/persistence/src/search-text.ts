/**
 * Search folds text the way a Turkish seller types it: without caring for case or for the
 * letters a phone keyboard or an English layout leaves out. "tisort" finds "Tişört", "cicek"
 * finds "Çiçek", "istanbul" finds "İSTANBUL" and "ıstanbul", "IPHONE" finds "iPhone".
 *
 * The letters folded are one table, used by `foldForSearch` here and, as `translate(…)`, by SQL
 * that folds stored columns (`sqlFoldForSearch`), so both sides of a `LIKE` fold alike.
 */
export const FOLDED_FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîûÁÀÄÉÈÊËÍÌÏÓÒÔÚÙÑáàäéèêëíìïóòôúùñ';
export const FOLDED_TO = 'cgiiosuaiucgiosuaiuaaaeeeeiiiooouunaaaeeeeiiiooouun';

const FOLDS = new Map([...FOLDED_FROM].map((letter, index) => [letter, FOLDED_TO[index]]));
const FOLDED = new RegExp(`[${FOLDED_FROM}]`, 'g');

export function foldForSearch(text: string): string {
  // Locale-free: `toLocaleLowerCase('tr-TR')` cost ~10 µs a field in bulk imports. The table takes
  // İ and I before lowering, and U+0307 is what a decomposed İ leaves behind.
  return text
    .normalize('NFC')
    .replace(FOLDED, (letter) => FOLDS.get(letter) ?? letter)
    .toLowerCase()
    .replace(/\u0307/g, '');
}

/** The same fold in SQL, over an expression: ASCII lowering is all `lower` must do after the table. */
export function sqlFoldForSearch(expression: string): string {
  return `lower(translate(${expression}, '${FOLDED_FROM}', '${FOLDED_TO}'))`;
}

/** The LIKE pattern of a search term: folded, wildcards escaped, matched anywhere. */
export function searchPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

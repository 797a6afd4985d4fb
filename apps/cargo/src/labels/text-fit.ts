const ELLIPSIS = '…';

/**
 * `text` broken at spaces into lines no wider than `width` (in the document's current font and
 * size), at most `maxLines`: a word wider than a line is cut, and what does not fit in
 * `maxLines` ends the last line with an ellipsis. Words are measured one by one, as pdfkit's own
 * line wrapper does, so a label is measured once and drawn on each of its pages without it.
 */
export function fitLines(doc: PDFKit.PDFDocument, text: string, width: number, maxLines: number): string[] {
  if (!text) return [];
  if (doc.widthOfString(text) <= width) return [text];
  const space = doc.widthOfString(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (let word of text.split(' ')) {
    let wordWidth = doc.widthOfString(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    while (wordWidth > width) {
      const cut = longestPrefix(doc, word, width, '');
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
      wordWidth = doc.widthOfString(word);
    }
    line = word;
    lineWidth = wordWidth;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(doc, kept[maxLines - 1], width);
  return kept;
}

/** `line` shortened until it and an ellipsis fit `width`. */
function ellipsize(doc: PDFKit.PDFDocument, line: string, width: number): string {
  return `${line.slice(0, longestPrefix(doc, line, width, ELLIPSIS)).trimEnd()}${ELLIPSIS}`;
}

/** How many leading characters of `text` fit `width` followed by `suffix` (at least one, so a line always advances). */
function longestPrefix(doc: PDFKit.PDFDocument, text: string, width: number, suffix: string): number {
  let length = text.length;
  while (length > 1 && doc.widthOfString(text.slice(0, length) + suffix) > width) length--;
  return length;
}

/** A spreadsheet as rows of cells; the first row names the columns. */
export type Sheet = string[][];

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); `;` is taken when the header holds more of them than commas (Excel in Turkish). */
export function parseCsv(text: string): Sheet {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: Sheet = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/** The first worksheet of an .xlsx file (shared and inline strings, numbers), read in the browser. */
export async function parseXlsx(bytes: Uint8Array): Promise<Sheet> {
  const { unzipSync, strFromU8 } = await import('fflate');
  const files = unzipSync(bytes, {
    filter: (file) => file.name === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet1\.xml$/.test(file.name),
  });
  const sheetXml = files['xl/worksheets/sheet1.xml'];
  if (!sheetXml) throw new Error('Çalışma sayfası bulunamadı.');
  const parser = new DOMParser();
  const shared = files['xl/sharedStrings.xml']
    ? [...parser.parseFromString(strFromU8(files['xl/sharedStrings.xml']), 'application/xml').getElementsByTagName('si')].map((item) =>
        [...item.getElementsByTagName('t')].map((t) => t.textContent ?? '').join(''),
      )
    : [];
  const doc = parser.parseFromString(strFromU8(sheetXml), 'application/xml');
  const rows: Sheet = [];
  for (const rowElement of doc.getElementsByTagName('row')) {
    const row: string[] = [];
    for (const cellElement of rowElement.getElementsByTagName('c')) {
      const column = columnIndex(cellElement.getAttribute('r') ?? '') ?? row.length;
      const type = cellElement.getAttribute('t');
      const raw = cellElement.getElementsByTagName('v')[0]?.textContent ?? '';
      row[column] =
        type === 's'
          ? (shared[Number(raw)] ?? '')
          : type === 'inlineStr'
            ? [...cellElement.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')
            : raw;
    }
    rows.push(Array.from(row, (value) => value ?? ''));
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

function columnIndex(reference: string): number | undefined {
  const letters = /^[A-Z]+/.exec(reference)?.[0];
  if (!letters) return undefined;
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** A column header as matched to a field: Turkish casing, and letters with or without their marks ("STOK ADEDİ", "Urun Kodu"). */
export function foldHeader(name: string): string {
  return name.toLocaleLowerCase('tr-TR').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** A CSV file as Excel in Turkish writes and reads it: a byte-order mark, semicolons, decimal commas as typed. */
export function csvFile(rows: string[][]): string {
  const cell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `\uFEFF${rows.map((cells) => cells.map(cell).join(';')).join('\r\n')}\r\n`;
}

const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A workbook of one sheet, as parseXlsx and Excel read it: text as shared strings (a barcode keeps
 * its digits as typed), numbers as numbers (Excel in Turkish shows them with a decimal comma).
 */
export async function xlsxFile(rows: (string | number)[][], sheetName = 'Ürünler'): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import('fflate');
  const strings: string[] = [];
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((cell, c) => {
      const ref = `${columnName(c)}${r + 1}`;
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      strings.push(cell);
      return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
  const part = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return zipSync({
    '[Content_Types].xml': xml(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${part}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${part}.worksheet+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${part}.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': xml(
      `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': xml(
      `<workbook xmlns="${SPREADSHEET}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': xml(`<worksheet xmlns="${SPREADSHEET}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': xml(
      `<sst xmlns="${SPREADSHEET}" count="${strings.length}" uniqueCount="${strings.length}">` +
        strings.map((text) => `<si><t xml:space="preserve">${xmlText(text)}</t></si>`).join('') +
        '</sst>',
    ),
  });
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

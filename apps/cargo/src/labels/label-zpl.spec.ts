import { escapeFieldData, renderLabelsZpl } from './label-zpl';
import { labelContent, labelParty } from './test/label-fixtures';

/** Each ^XA…^XZ label of a ZPL document. */
const labelsOf = (zpl: string): string[] => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];

/** The field data of every field whose commands match `command` (e.g. `^BC`), ^FH escapes decoded. */
function fieldData(label: string, command: RegExp): string[] {
  return [...label.matchAll(/\^FO[^\n]*/g)]
    .map(([field]) => field)
    .filter((field) => command.test(field))
    .map((field) => /\^FD(.*)\^FS$/.exec(field)![1].replace(/_([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

describe('renderLabelsZpl', () => {
  it('writes one complete label per package, shipment after shipment', () => {
    const zpl = renderLabelsZpl([
      labelContent({ package_count: 3 }),
      labelContent({ tracking_number: 'YK100000000002', package_count: 1 }),
    ]);
    const labels = labelsOf(zpl);
    expect(labels).toHaveLength(4);
    expect(zpl.replace(/\^XA[\s\S]*?\^XZ/g, '').trim()).toBe('');
    expect(labels.map((label) => fieldData(label, /\^A1N,44/)[1])).toEqual(['Koli 1/3', 'Koli 2/3', 'Koli 3/3', 'Koli 1/1']);
  });

  it('sets up a 100 × 150 mm label at 8 dots/mm, in UTF-8, with a font that has Turkish letters, before any field', () => {
    for (const label of labelsOf(renderLabelsZpl([labelContent({ package_count: 2 })]))) {
      const setup = label.slice(0, label.indexOf('^FO'));
      expect(setup).toContain('^CI28');
      expect(setup).toContain('^PW800');
      expect(setup).toContain('^LL1200');
      expect(setup).toMatch(/\^CW1,E:TT0003M_\.FNT/);
    }
  });

  it("prints the tracking number as the printer's own CODE128 with its interpretation line", () => {
    const [label] = labelsOf(renderLabelsZpl([labelContent({ tracking_number: '1Z999AA10123456784' })]));
    expect(label).toMatch(/\^BY[23]\^BCN,200,Y,N,N,A\^FH\^FD1Z999AA10123456784\^FS/);
    expect(fieldData(label, /\^BC/)).toEqual(['1Z999AA10123456784']);
  });

  it('carries the same fields as the PDF, Turkish letters as UTF-8', () => {
    const [label] = labelsOf(
      renderLabelsZpl([
        labelContent({
          provider: 'ptt',
          order_number: 'N11-ÇĞŞ-7',
          receiver: labelParty({
            name: 'Işıl Güneş',
            district: 'Üsküdar',
            city: 'İstanbul',
            postal_code: '34660',
            phone: '0532 000 11 22',
          }),
          weight_kg: 0.5,
        }),
      ]),
    );
    const texts = fieldData(label, /\^A1N/);
    for (const expected of [
      'PTT Kargo',
      'ALICI',
      'Işıl Güneş',
      'Üsküdar / İSTANBUL',
      'PK 34660   Tel 0532 000 11 22',
      'GÖNDERİCİ',
      'Tezgah Demo Mağazası',
      'Caferağa Mah. Moda Cad. No: 12 Daire 4',
      'Sipariş No: N11-ÇĞŞ-7',
      'Ağırlık: 0,5 kg',
      'Tarih: 25.11.2026 00:30',
    ]) {
      expect(texts).toContain(expected);
    }
  });

  it("escapes a seller's ^, ~ and _ so that data cannot end its field or start a command", () => {
    const [label] = labelsOf(renderLabelsZpl([labelContent({ receiver: labelParty({ name: 'A^XZ~JR_b' }) })]));
    expect(label).toContain('^FDA_5EXZ_7EJR_5Fb^FS');
    expect(label.match(/\^XZ/g)).toHaveLength(1);
    expect(fieldData(label, /\^A1N/)).toContain('A^XZ~JR_b');
  });

  it('escapes control characters and doubles the backslash that ^FB reads as an escape', () => {
    expect(escapeFieldData('a\tb\\c\u0000')).toBe('a_09b\\\\c_00');
  });

  it('cuts an address longer than its field block can hold with an ellipsis', () => {
    const [label] = labelsOf(
      renderLabelsZpl([labelContent({ receiver: labelParty({ line1: 'Çok Uzun Sokak '.repeat(40), line2: null }) })]),
    );
    const [address] = fieldData(label, /\^A1N,30,30\^FB752,3/);
    expect(address.endsWith('…')).toBe(true);
    expect(address.length).toBeLessThan(200);
  });
});

import { labelText, packageOf } from './label-text';
import { labelContent, labelParty } from './test/label-fixtures';

describe('labelText', () => {
  it("prints the booking time in Istanbul's time and the weight with a decimal comma", () => {
    const text = labelText(labelContent({ booked_at: new Date('2026-06-30T22:05:00Z'), weight_kg: 1234.5 }));
    expect(text.bookedAt).toBe('Tarih: 01.07.2026 01:05');
    expect(text.weight).toBe('Ağırlık: 1.234,5 kg');
  });

  it('prints a dash for an unknown weight', () => {
    expect(labelText(labelContent({ weight_kg: null })).weight).toBe('Ağırlık: —');
  });

  it('names the carrier as sellers know it and writes the city in Turkish capitals', () => {
    const text = labelText(labelContent({ provider: 'dhl', receiver: labelParty({ district: 'Bornova', city: 'izmir' }) }));
    expect(text.carrier).toBe('DHL Express');
    expect(text.receiver.place).toBe('Bornova / İZMİR');
  });

  it('leaves out what a party does not have and joins address lines pasted with newlines', () => {
    const party = labelText(
      labelContent({
        sender: labelParty({ line1: 'Atatürk Cad.\n No: 1', line2: null, district: null, postal_code: null, phone: '0212 000 00 00' }),
      }),
    ).sender;
    expect(party).toMatchObject({ address: 'Atatürk Cad. No: 1', place: 'İSTANBUL', contact: 'Tel 0212 000 00 00' });
    expect(labelText(labelContent({ sender: labelParty({ postal_code: null, phone: null }) })).sender.contact).toBe('');
  });

  it('numbers the packages n of m', () => {
    expect(packageOf(2, 3)).toBe('Koli 2/3');
  });
});

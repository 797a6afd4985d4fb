import { amountInWordsTr, numberInWordsTr } from './amount-in-words';

describe('numberInWordsTr', () => {
  it.each([
    [0, 'Sıfır'],
    [1, 'Bir'],
    [10, 'On'],
    [11, 'On Bir'],
    [99, 'Doksan Dokuz'],
    [100, 'Yüz'],
    [101, 'Yüz Bir'],
    [200, 'İki Yüz'],
    [1000, 'Bin'],
    [1001, 'Bin Bir'],
    [1100, 'Bin Yüz'],
    [2000, 'İki Bin'],
    [11000, 'On Bir Bin'],
    [100000, 'Yüz Bin'],
    [101000, 'Yüz Bir Bin'],
    [1000000, 'Bir Milyon'],
    [1001000, 'Bir Milyon Bin'],
    [2000001, 'İki Milyon Bir'],
    [1000000000, 'Bir Milyar'],
    [1234567890, 'Bir Milyar İki Yüz Otuz Dört Milyon Beş Yüz Altmış Yedi Bin Sekiz Yüz Doksan'],
    [90071992547409, 'Doksan Trilyon Yetmiş Bir Milyar Dokuz Yüz Doksan İki Milyon Beş Yüz Kırk Yedi Bin Dört Yüz Dokuz'],
  ])('%d is "%s"', (n, words) => {
    expect(numberInWordsTr(n)).toBe(words);
  });

  it('refuses negative and fractional numbers', () => {
    expect(() => numberInWordsTr(-1)).toThrow(RangeError);
    expect(() => numberInWordsTr(1.5)).toThrow(RangeError);
  });
});

describe('amountInWordsTr', () => {
  it.each([
    [0, 'Sıfır Türk Lirası'],
    [1, 'Bir Türk Lirası'],
    [10, 'On Türk Lirası'],
    [100, 'Yüz Türk Lirası'],
    [1000, 'Bin Türk Lirası'],
    [1000000, 'Bir Milyon Türk Lirası'],
    [1234.56, 'Bin İki Yüz Otuz Dört Türk Lirası Elli Altı Kuruş'],
    [0.5, 'Elli Kuruş'],
    [0.01, 'Bir Kuruş'],
    [1395.27, 'Bin Üç Yüz Doksan Beş Türk Lirası Yirmi Yedi Kuruş'],
    [987654321.99, 'Dokuz Yüz Seksen Yedi Milyon Altı Yüz Elli Dört Bin Üç Yüz Yirmi Bir Türk Lirası Doksan Dokuz Kuruş'],
  ])('%d TRY is "%s"', (amount, words) => {
    expect(amountInWordsTr(amount, 'TRY')).toBe(words);
  });

  it('names other currencies and their hundredths', () => {
    expect(amountInWordsTr(21.05, 'EUR')).toBe('Yirmi Bir Avro Beş Sent');
    expect(amountInWordsTr(3, 'CHF')).toBe('Üç CHF');
  });

  it('refuses more than two decimals', () => {
    expect(() => amountInWordsTr(1.001, 'TRY')).toThrow(/two decimals/);
  });
});

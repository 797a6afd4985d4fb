import { MONEY, QUANTITY, readDecimal, writeDecimal } from './decimal';

describe('readDecimal', () => {
  it.each([
    ['120,50', 120.5],
    ['120', 120],
    ['1.250,50', 1250.5],
    ['1.250.000', 1250000],
    ['99.90', 99.9],
    ['0,5', 0.5],
    [' ₺ 120,50 ', 120.5],
    ['120,50 TL', 120.5],
    ['-5', -5],
  ])('reads the money typed as %s as %d', (typed, value) => {
    expect(readDecimal(typed, MONEY)).toEqual({ value });
  });

  it.each(['1.250', '12.500'])('refuses %s, which is a thousand-grouping or a decimal point, with both readings named', (typed) => {
    const reading = readDecimal(typed, MONEY);
    expect(reading).toHaveProperty('error');
    expect('error' in reading && reading.error).toMatch(/iki türlü/);
  });

  it.each(['abc', '1,250.50', '12,3,4', '1.25,5', '120,505', ',', '--5', '12a'])('refuses %s rather than guessing', (typed) => {
    expect(readDecimal(typed, MONEY)).toHaveProperty('error');
  });

  it('takes whole quantities only, thousands grouped or not', () => {
    expect(readDecimal('12', QUANTITY)).toEqual({ value: 12 });
    expect(readDecimal('1.250', QUANTITY)).toEqual({ value: 1250 });
    expect(readDecimal('10,5', QUANTITY)).toHaveProperty('error');
    expect(readDecimal('10.5', QUANTITY)).toHaveProperty('error');
  });

  it('writes a value back as the seller types it, and reads it back the same', () => {
    expect(writeDecimal(120.5, MONEY)).toBe('120,50');
    expect(writeDecimal(12, QUANTITY)).toBe('12');
    for (const value of [0.01, 1, 99.9, 1250.5, 123456.78]) {
      expect(readDecimal(writeDecimal(value, MONEY), MONEY)).toEqual({ value });
    }
  });
});

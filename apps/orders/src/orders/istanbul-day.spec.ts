import { istanbulDayRange } from './istanbul-day';

describe('istanbulDayRange', () => {
  it('turns inclusive Istanbul days into the UTC instants of the first start and the start after the last', () => {
    expect(istanbulDayRange('2026-03-01', '2026-03-01')).toEqual({
      from: new Date('2026-02-28T21:00:00.000Z'),
      until: new Date('2026-03-01T21:00:00.000Z'),
    });
  });

  it('crosses month and year ends', () => {
    expect(istanbulDayRange(undefined, '2025-12-31')).toEqual({ from: undefined, until: new Date('2025-12-31T21:00:00.000Z') });
    expect(istanbulDayRange('2024-02-29').from).toEqual(new Date('2024-02-28T21:00:00.000Z'));
  });

  it('uses the offset Istanbul had on that day (UTC+2 in winter and UTC+3 in summer before 2016)', () => {
    expect(istanbulDayRange('2015-01-10').from).toEqual(new Date('2015-01-09T22:00:00.000Z'));
    expect(istanbulDayRange('2015-07-10').from).toEqual(new Date('2015-07-09T21:00:00.000Z'));
  });

  it('refuses what is not a real YYYY-MM-DD day, on its field', () => {
    for (const [from, to, field] of [
      ['2026-02-30', undefined, 'from_date'],
      ['2026-1-05', undefined, 'from_date'],
      [undefined, '2026-13-01', 'to_date'],
      [undefined, '2026-03-01T00:00:00Z', 'to_date'],
    ] as const) {
      expect(() => istanbulDayRange(from, to)).toThrow(
        expect.objectContaining({ code: 'validation.failed', details: { [field]: [expect.objectContaining({ code: 'date' })] } }),
      );
    }
  });
});

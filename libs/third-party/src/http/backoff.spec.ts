import { fullJitterDelayMs } from './backoff';

describe('fullJitterDelayMs', () => {
  it('doubles the ceiling with every retry up to the cap', () => {
    const highest = () => 0.999999;
    expect([0, 1, 2, 3, 4].map((retry) => fullJitterDelayMs(retry, 200, 2000, highest))).toEqual([199, 399, 799, 1599, 1999]);
  });

  it('may wait anything from nothing to the ceiling', () => {
    expect(fullJitterDelayMs(3, 200, 2000, () => 0)).toBe(0);
    expect(fullJitterDelayMs(3, 200, 2000, () => 0.5)).toBe(800);
  });
});

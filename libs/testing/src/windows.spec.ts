import { mostWithin } from './windows';

describe('mostWithin', () => {
  it('counts the busiest closed window, wherever it starts, in any order', () => {
    expect(mostWithin([], 1000)).toBe(0);
    expect(mostWithin([2000, 0, 1000, 999], 1000)).toBe(3);
    expect(mostWithin([0, 1001, 2002], 1000)).toBe(1);
  });
});

import { eventually } from './eventually';

describe('eventually', () => {
  it('answers once a condition becomes true, and what an assertion returns once it holds', async () => {
    let calls = 0;
    await expect(eventually(() => ++calls >= 3, { intervalMs: 1 })).resolves.toBe(true);
    expect(calls).toBe(3);
    let attempts = 0;
    const value = await eventually(
      () => {
        attempts += 1;
        expect(attempts).toBeGreaterThan(2);
        return 'held';
      },
      { intervalMs: 1 },
    );
    expect(value).toBe('held');
  });

  it('throws the last assertion error, or says the condition stayed false, when the time is up', async () => {
    await expect(eventually(() => expect(1).toBe(2), { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(/toBe/);
    await expect(eventually(async () => false, { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow('the condition stayed false for 30 ms');
  });
});

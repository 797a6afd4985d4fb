import { currentRequestId, runWithRequestId } from './request-context';

describe('request context', () => {
  it('is empty outside a request', () => {
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps concurrent requests apart', async () => {
    const seen = await Promise.all(
      ['req_a', 'req_b'].map((id, index) =>
        runWithRequestId(id, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5 - index * 4));
          return currentRequestId();
        }),
      ),
    );
    expect(seen).toEqual(['req_a', 'req_b']);
  });

  it('returns what the function returns', () => {
    expect(runWithRequestId('req_x', () => 42)).toBe(42);
  });
});

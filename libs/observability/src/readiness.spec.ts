import { runReadinessChecks } from './readiness';

describe('runReadinessChecks', () => {
  it('is ready when every check resolves', async () => {
    expect(await runReadinessChecks({ db: async () => undefined, broker: async () => undefined }, 100)).toEqual({
      ready: true,
      checks: { db: 'ok', broker: 'ok' },
    });
  });

  it('reports the failing checks with their error text', async () => {
    const report = await runReadinessChecks(
      {
        db: async () => undefined,
        broker: async () => {
          throw new Error('connection refused');
        },
        slow: () => new Promise(() => undefined),
        sync: () => {
          throw new Error('x'.repeat(500));
        },
      },
      50,
    );
    expect(report.ready).toBe(false);
    expect(report.checks).toMatchObject({ db: 'ok', broker: 'connection refused', slow: 'timed out after 50 ms' });
    expect(report.checks['sync']).toHaveLength(200);
  });

  it('is ready with no checks', async () => {
    expect((await runReadinessChecks({}, 10)).ready).toBe(true);
  });
});

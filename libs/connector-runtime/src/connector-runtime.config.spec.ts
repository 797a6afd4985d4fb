import { loadConnectorRuntimeConfig } from './connector-runtime.config';

describe('loadConnectorRuntimeConfig', () => {
  it('polls orders every minute, every two seconds in demo, unless told (decisions §7)', () => {
    expect(loadConnectorRuntimeConfig({}).TEZGAH_ORDER_POLL_INTERVAL_MS).toBe(60_000);
    expect(loadConnectorRuntimeConfig({ TEZGAH_ENV: 'demo' }).TEZGAH_ORDER_POLL_INTERVAL_MS).toBe(2_000);
    expect(loadConnectorRuntimeConfig({ TEZGAH_ENV: 'demo', TEZGAH_ORDER_POLL_INTERVAL_MS: '5000' }).TEZGAH_ORDER_POLL_INTERVAL_MS).toBe(
      5_000,
    );
  });

  it('refuses retry bounds whose maximum is below their minimum', () => {
    expect(() =>
      loadConnectorRuntimeConfig({ TEZGAH_ORDER_MIRROR_RETRY_MIN_MS: '5000', TEZGAH_ORDER_MIRROR_RETRY_MAX_MS: '1000' }),
    ).toThrow('TEZGAH_ORDER_MIRROR_RETRY_MAX_MS: must not be below TEZGAH_ORDER_MIRROR_RETRY_MIN_MS');
    expect(() => loadConnectorRuntimeConfig({ TEZGAH_STOCK_RETRY_MIN_MS: '5000', TEZGAH_STOCK_RETRY_MAX_MS: '1000' })).toThrow(
      'TEZGAH_STOCK_RETRY_MAX_MS',
    );
  });
});

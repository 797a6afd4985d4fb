import { randomBytes } from 'node:crypto';
import { ConfigError } from '@tezgah/config';
import { loadDispatcherConfig } from './dispatcher.config';

const KEY = `k1:${randomBytes(32).toString('base64')}`;

describe('the dispatcher configuration', () => {
  it('defaults to the schedule of decisions §11, 10 s time-out, private networks refused in production', () => {
    const config = loadDispatcherConfig({ TEZGAH_ENCRYPTION_KEYS: KEY });
    expect(config.retryDelaysMs).toEqual([60, 300, 1800, 7200, 28_800, 28_800].map((s) => s * 1000));
    expect(config.TEZGAH_WEBHOOK_TIMEOUT_MS).toBe(10_000);
    expect(config.allowPrivateNetworks).toBe(false);
    expect(config.encryptionKeys[0].id).toBe('k1');
  });

  it('allows private networks in demo unless told otherwise, and has a demo key', () => {
    expect(loadDispatcherConfig({ TEZGAH_ENV: 'demo' }).allowPrivateNetworks).toBe(true);
    expect(loadDispatcherConfig({ TEZGAH_ENV: 'demo', TEZGAH_WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' }).allowPrivateNetworks).toBe(false);
    expect(loadDispatcherConfig({ TEZGAH_ENV: 'demo' }).encryptionKeys[0].id).toBe('demo');
  });

  it('repeats the last wait of a shorter list, and refuses a bad one', () => {
    expect(loadDispatcherConfig({ TEZGAH_ENV: 'demo', TEZGAH_WEBHOOK_RETRY_DELAYS_S: '1,2' }).retryDelaysMs).toEqual([
      1000, 2000, 2000, 2000, 2000, 2000,
    ]);
    expect(() => loadDispatcherConfig({ TEZGAH_ENV: 'demo', TEZGAH_WEBHOOK_RETRY_DELAYS_S: '1,x' })).toThrow(
      /TEZGAH_WEBHOOK_RETRY_DELAYS_S/,
    );
    expect(() => loadDispatcherConfig({ TEZGAH_ENV: 'demo', TEZGAH_WEBHOOK_RETRY_DELAYS_S: '1,1,1,1,1,1,1' })).toThrow(ConfigError);
  });

  it('needs encryption keys in production, each 32 bytes', () => {
    expect(() => loadDispatcherConfig({})).toThrow(/TEZGAH_ENCRYPTION_KEYS: required in production/);
    expect(() => loadDispatcherConfig({ TEZGAH_ENCRYPTION_KEYS: `k1:${randomBytes(16).toString('base64')}` })).toThrow(/32 bytes/);
  });
});

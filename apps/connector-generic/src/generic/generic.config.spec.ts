import { ConfigError } from '@tezgah/config';
import { loadGenericBaseUrls } from './generic.config';

describe('the generic connector configuration', () => {
  it('reads slug=url pairs per environment, trailing slashes dropped; none by default', () => {
    const bases = loadGenericBaseUrls({
      TEZGAH_GENERIC_BASE_URLS: 'boyner=https://api.boyner.example/, farmazon=https://farmazon.example/tezgah',
      TEZGAH_GENERIC_STAGE_BASE_URLS: 'teknosa=https://test.teknosa.example',
    });
    expect([...bases.production]).toEqual([
      ['boyner', 'https://api.boyner.example'],
      ['farmazon', 'https://farmazon.example/tezgah'],
    ]);
    expect([...bases.stage]).toEqual([['teknosa', 'https://test.teknosa.example']]);
    expect(loadGenericBaseUrls({}).production.size).toBe(0);
  });

  it('refuses a slug the generic connector does not serve and a value that is not a URL', () => {
    expect(() => loadGenericBaseUrls({ TEZGAH_GENERIC_BASE_URLS: 'trendyol=https://x.example' })).toThrow(ConfigError);
    expect(() => loadGenericBaseUrls({ TEZGAH_GENERIC_BASE_URLS: 'teknosa=ftp://x.example' })).toThrow(/TEZGAH_GENERIC_BASE_URLS/);
    expect(() => loadGenericBaseUrls({ TEZGAH_GENERIC_BASE_URLS: 'teknosa' })).toThrow(ConfigError);
  });
});

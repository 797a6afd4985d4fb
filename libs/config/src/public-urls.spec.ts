import { ConfigError } from './config-error';
import { DEFAULT_LISTEN_ADDRESSES, resolvePublicUrls } from './public-urls';

const listening = (apiPort: number, sandboxPort: number, apiHost = '0.0.0.0', sandboxHost = '127.0.0.1') => ({
  api: { port: apiPort, host: apiHost },
  sandbox: { port: sandboxPort, host: sandboxHost },
});

describe('resolvePublicUrls', () => {
  it('derives both from where the gateway and the sandboxes listen when neither is set', () => {
    expect(resolvePublicUrls({}, listening(8080, 8180))).toEqual({ api: 'http://localhost:8080', sandbox: 'http://127.0.0.1:8180' });
  });

  it('assumes the default ports without listening addresses (a distributed service that was not told)', () => {
    expect(resolvePublicUrls({})).toEqual({ api: 'http://localhost:3000', sandbox: 'http://127.0.0.1:3100' });
    expect(resolvePublicUrls({}, DEFAULT_LISTEN_ADDRESSES)).toEqual(resolvePublicUrls({}));
  });

  it('takes TEZGAH_PUBLIC_URL and TEZGAH_SANDBOX_URL over the ports, each on its own, without a trailing slash', () => {
    expect(resolvePublicUrls({ TEZGAH_PUBLIC_URL: 'https://api.tezgah.example/' }, listening(8080, 8180))).toEqual({
      api: 'https://api.tezgah.example',
      sandbox: 'http://127.0.0.1:8180',
    });
    expect(resolvePublicUrls({ TEZGAH_SANDBOX_URL: 'http://sandbox:3100//' }, listening(8080, 8180))).toEqual({
      api: 'http://localhost:8080',
      sandbox: 'http://sandbox:3100',
    });
    expect(resolvePublicUrls({ TEZGAH_PUBLIC_URL: 'https://shop.example/tezgah' }).api).toBe('https://shop.example/tezgah');
  });

  it('names a server bound to one address by that address, and one on every interface by the loopback name', () => {
    expect(resolvePublicUrls({}, listening(8080, 8180, '127.0.0.1', '0.0.0.0'))).toEqual({
      api: 'http://127.0.0.1:8080',
      sandbox: 'http://127.0.0.1:8180',
    });
    expect(resolvePublicUrls({}, listening(8080, 8180, '::', '::1'))).toEqual({
      api: 'http://localhost:8080',
      sandbox: 'http://[::1]:8180',
    });
    expect(resolvePublicUrls({}, listening(8080, 8180, 'tezgah.local')).api).toBe('http://tezgah.local:8080');
  });

  it('refuses to derive a URL from port 0, whose port is only known once bound, unless the URL is set', () => {
    expect(() => resolvePublicUrls({}, listening(0, 8180))).toThrow(ConfigError);
    expect(() => resolvePublicUrls({}, listening(0, 8180))).toThrow(
      /PORT: 0 \(any free port\) leaves no URL to hand out; set a port, or TEZGAH_PUBLIC_URL/,
    );
    expect(resolvePublicUrls({ TEZGAH_PUBLIC_URL: 'https://api.tezgah.example' }, listening(0, 8180)).api).toBe(
      'https://api.tezgah.example',
    );
  });

  it('refuses a URL that is not http or https, naming the variable', () => {
    expect(() => resolvePublicUrls({ TEZGAH_SANDBOX_URL: 'ftp://sandbox' })).toThrow(
      /TEZGAH_SANDBOX_URL: expected a http:\/\/ or https:\/\/ URL/,
    );
    expect(() => resolvePublicUrls({ TEZGAH_PUBLIC_URL: 'localhost:3000' })).toThrow(/TEZGAH_PUBLIC_URL/);
  });
});

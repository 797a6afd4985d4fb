import { CARRIER } from '../party-kind';
import { PartyCalls } from './party-calls';

const limits = { '*': { points: 10, durationMs: 1000 } };
const ADAPTERS = {
  aras: { provider: 'aras', limits, sandboxCredentials: { user: 'sandbox' } },
  ups: { provider: 'ups', limits, sandboxCredentials: { user: 'sandbox' } },
} as const;
const ACCOUNTS = { aras: { base_url: 'https://aras.example/api/', user: 'tezgah', password: 'secret' } };

describe('PartyCalls', () => {
  let calls: PartyCalls<'aras' | 'ups', (typeof ADAPTERS)['aras' | 'ups']>;
  afterEach(() => calls.beforeApplicationShutdown());

  it('calls a party with the deployment’s account, its base URL without the trailing slash', () => {
    calls = new PartyCalls(CARRIER, ADAPTERS, { accounts: ACCOUNTS, environment: 'production', sandboxUrl: 'http://sandbox' });
    const { adapter, call } = calls.for('aras');
    expect(adapter).toBe(ADAPTERS.aras);
    expect(call.account).toEqual({ baseUrl: 'https://aras.example/api', credentials: { user: 'tezgah', password: 'secret' } });
  });

  it('calls the sandbox’s simulator of a party without an account in the sandbox environment', () => {
    calls = new PartyCalls(CARRIER, ADAPTERS, { accounts: ACCOUNTS, environment: 'sandbox', sandboxUrl: 'http://sandbox' });
    expect(calls.for('ups').call.account).toEqual({ baseUrl: 'http://sandbox/ups', credentials: { user: 'sandbox' } });
  });

  it('refuses a party without an account in production with 422, worded by the kind', () => {
    calls = new PartyCalls(CARRIER, ADAPTERS, { accounts: ACCOUNTS, environment: 'production', sandboxUrl: 'http://sandbox' });
    expect(() => calls.for('ups')).toThrow(
      expect.objectContaining({
        code: 'business.invalid',
        details: { provider: [{ code: 'carrier_not_configured', message: expect.stringContaining('ups için kargo hesabı') }] },
      }),
    );
  });
});

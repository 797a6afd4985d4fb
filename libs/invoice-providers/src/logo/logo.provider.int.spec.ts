import { logoSimulator, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { INVOICE_PROVIDER, ThirdPartyHttpPool } from '@tezgah/third-party';
import { REGISTERED_TAX_NUMBER } from '../../test/invoice-fixture';
import { providerAgainstSandbox } from '../../test/provider-sandbox.suite';
import { logoProvider } from './logo.provider';

describe('the Logo (eLogo) adapter against the Logo simulator', () => {
  providerAgainstSandbox({
    adapter: logoProvider,
    simulator: logoSimulator,
    refusedCredentials: { username: 'invalid', password: 'invalid' },
    // A number that is not GİB's 16 characters fails eLogo's UBL validation.
    brokenSubmission: (submission) => ({ ...submission, xml: submission.xml.replace(submission.number, 'TZG-1') }),
    brokenReason: /UBL doğrulaması başarısız.*cbc:ID/,
  });
});

describe('the Logo (eLogo) adapter’s session', () => {
  const sandbox = useSandboxUnderTest(() => [logoSimulator(TEST_SETTINGS)].flat());
  const pool = new ThirdPartyHttpPool(INVOICE_PROVIDER, { retries: 0, timeoutMs: 1500 });
  afterAll(() => pool.close());
  const credentials = { username: 'session-user', password: 'secret' };
  const call = () => ({
    http: pool.clientFor({ party: 'logo', account: 'session', limits: logoProvider.limits }),
    account: { baseUrl: `${sandbox.base}/logo`, credentials },
  });
  const operations = async () =>
    (await sandbox.server.inject({ url: '/control/logo/calls' }))
      .json<{ body: string }[]>()
      .map((recorded) => /<(\w+) xmlns="http:\/\/tempuri.org\/"/.exec(recorded.body)?.[1]);

  it('logs in once and keeps the session, and logs in again when eLogo says the session ended', async () => {
    await logoProvider.lookupTaxpayer(call(), REGISTERED_TAX_NUMBER);
    await logoProvider.lookupTaxpayer(call(), REGISTERED_TAX_NUMBER);
    expect(await operations()).toEqual(['Login', 'CheckGibUser', 'CheckGibUser']);
    await sandbox.server.inject({ method: 'POST', url: '/control/reset' });
    expect(await logoProvider.lookupTaxpayer(call(), REGISTERED_TAX_NUMBER)).toMatchObject({ registered: true });
    expect(await operations()).toEqual(['CheckGibUser', 'Login', 'CheckGibUser']);
  });
});

import { validateUblTr } from '@tezgah/e-invoice';
import { type SimulatorFactory, TEST_SETTINGS, useSandboxUnderTest } from '@tezgah/simulators';
import { INVOICE_PROVIDER, ThirdPartyHttpPool } from '@tezgah/third-party';
import type { InvoiceProviderAdapter, InvoiceSubmission, ProviderCall, ProviderVerdict } from '../src/invoice-provider.port';
import { REGISTERED_TAX_NUMBER, submissionOf, UNREGISTERED_TAX_NUMBER } from './invoice-fixture';

/** Decisions §14: invoice providers decide after SANDBOX_INVOICE_ACCEPT_MS, 500 in tests. */
const ACCEPT_MS = TEST_SETTINGS.invoiceAcceptMs;

export interface ProviderUnderTest {
  adapter: InvoiceProviderAdapter;
  simulator: SimulatorFactory;
  /** Credentials the provider refuses. */
  refusedCredentials: Record<string, string>;
  /** A document the provider refuses for its data, and the words of its reason. */
  brokenSubmission: (submission: InvoiceSubmission) => InvoiceSubmission;
  brokenReason: RegExp;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every e-invoice provider adapter must do against its simulator, through a real
 * ThirdPartyHttpPool of kind INVOICE_PROVIDER: look taxpayers up, submit once per ETTN, follow the
 * document to the provider's verdict, cancel by the provider's rules, and answer refusals and
 * failures as decisions §16 says.
 */
export function providerAgainstSandbox({
  adapter,
  simulator,
  refusedCredentials,
  brokenSubmission,
  brokenReason,
}: ProviderUnderTest): void {
  const sandbox = useSandboxUnderTest(() => [simulator(TEST_SETTINGS)].flat());
  const pool = new ThirdPartyHttpPool(INVOICE_PROVIDER, { retries: 0, timeoutMs: 1500, breaker: { volumeThreshold: 1000 } });
  afterAll(() => pool.close());
  // The simulator validates each document as GİB would; the validator's one-time load in this
  // process (seconds on a slow machine) belongs before the first call, not inside its 1.5 s limit.
  beforeAll(() => validateUblTr(submissionOf('earsiv').xml), 60_000);

  const party = adapter.provider;
  const call = (credentials: Record<string, string> = adapter.sandboxCredentials): ProviderCall => ({
    http: pool.clientFor({ party, account: JSON.stringify(credentials), limits: adapter.limits }),
    account: { baseUrl: `${sandbox.base}/${party}`, credentials },
  });
  const control = (method: 'GET' | 'POST', path: string, payload?: object) =>
    sandbox.server.inject({ method, url: `/control/${party}${path}`, ...(payload ? { payload } : {}) });
  const documents = async () => (await control('GET', '/invoices')).json<{ invoices: { number: string; state: string }[] }>().invoices;
  const verdictAfterDecision = async (reference: string): Promise<ProviderVerdict> => {
    await sleep(ACCEPT_MS + 100);
    return adapter.verdict(call(), reference);
  };

  it('answers e-Fatura registration: an even last digit is a registered taxpayer with its alias, an odd one is not', async () => {
    expect(await adapter.lookupTaxpayer(call(), REGISTERED_TAX_NUMBER)).toEqual({
      registered: true,
      alias: expect.stringMatching(/^urn:mail:defaultpk@/),
    });
    expect(await adapter.lookupTaxpayer(call(), UNREGISTERED_TAX_NUMBER)).toEqual({ registered: false, alias: null });
  });

  it('submits an e-Arşiv invoice, sent at first and accepted once the provider decided', async () => {
    const { reference } = await adapter.submit(call(), submissionOf('earsiv'));
    expect(await adapter.verdict(call(), reference)).toEqual({ state: 'sent' });
    expect(await verdictAfterDecision(reference)).toEqual({ state: 'accepted' });
  });

  it('submits the same ETTN once: again answers the same reference, and findSubmitted finds it', async () => {
    const submission = submissionOf('earsiv');
    const first = await adapter.submit(call(), submission);
    expect(await adapter.submit(call(), submission)).toEqual(first);
    expect(await adapter.findSubmitted(call(), submission.ettn, submission.number)).toEqual(first);
    const other = submissionOf('earsiv');
    expect(await adapter.findSubmitted(call(), other.ettn, other.number)).toBeNull();
    expect(await documents()).toHaveLength(1);
  });

  it('reads a rejection with the provider’s reason as the verdict rejected', async () => {
    await control('POST', '/reject-next', { reason: 'Alıcı adresi eksik' });
    const { reference } = await adapter.submit(call(), submissionOf('earsiv'));
    expect(await verdictAfterDecision(reference)).toEqual({ state: 'rejected', reason: expect.stringContaining('Alıcı adresi eksik') });
  });

  it('turns the provider’s refusal of a broken document into 422 business.invalid with its reason', async () => {
    await expect(adapter.submit(call(), brokenSubmission(submissionOf('earsiv')))).rejects.toMatchObject({
      code: 'business.invalid',
      details: { provider: [{ code: 'invoice_provider_refused', message: expect.stringMatching(brokenReason) }] },
    });
  });

  it('submits an e-Fatura to a registered buyer, and refuses to cancel it (not cancellable through the API)', async () => {
    const { reference } = await adapter.submit(call(), submissionOf('efatura'));
    expect(await verdictAfterDecision(reference)).toEqual({ state: 'accepted' });
    await expect(adapter.cancel(call(), reference)).rejects.toMatchObject({
      code: 'business.invalid',
      details: { provider: [{ code: 'invoice_provider_refused' }] },
    });
  });

  it('cancels an accepted e-Arşiv invoice within the window, and refuses once the window passed', async () => {
    const [inWindow, late] = [submissionOf('earsiv'), submissionOf('earsiv')];
    const first = await adapter.submit(call(), inWindow);
    const second = await adapter.submit(call(), late);
    await sleep(ACCEPT_MS + 100);
    await adapter.cancel(call(), first.reference);
    expect((await documents()).find((document) => document.number === inWindow.number)?.state).toBe('cancelled');
    await control('POST', `/invoices/${late.number}/close-cancellation`);
    await expect(adapter.cancel(call(), second.reference)).rejects.toMatchObject({ code: 'business.invalid' });
  });

  it('turns refused credentials into 422 business.invalid', async () => {
    await expect(adapter.lookupTaxpayer(call(refusedCredentials), REGISTERED_TAX_NUMBER)).rejects.toMatchObject({
      code: 'business.invalid',
      details: { credentials: [{ code: 'invoice_provider_credentials_refused' }] },
    });
  });

  it.each([
    [500, 'provider.unreachable'],
    [429, 'provider.rate_limited'],
    ['timeout', 'provider.unreachable'],
  ] as const)('answers a provider %s as %s', async (status, code) => {
    await control('POST', '/faults', { path: '*', status, count: 20, retry_after: 1 });
    await expect(adapter.submit(call(), submissionOf('earsiv'))).rejects.toMatchObject({ code });
  });
}

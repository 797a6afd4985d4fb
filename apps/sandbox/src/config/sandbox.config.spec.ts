import { loadSandboxConfig } from './sandbox.config';

describe('loadSandboxConfig', () => {
  it('defaults to 127.0.0.1:3100 and the decisions §14 timings', () => {
    const config = loadSandboxConfig({});
    expect(config).toMatchObject({ SANDBOX_PORT: 3100, SANDBOX_HOST: '127.0.0.1' });
    expect(config.settings).toEqual({
      publicUrl: 'http://127.0.0.1:3100',
      trackingStepMs: 60_000,
      invoiceAcceptMs: 5_000,
      batchCompleteMs: 2_000,
    });
  });

  it('derives the public URL from the port, and takes an explicit one without its trailing slash', () => {
    expect(loadSandboxConfig({ SANDBOX_PORT: '4100' }).settings.publicUrl).toBe('http://127.0.0.1:4100');
    expect(loadSandboxConfig({ SANDBOX_PUBLIC_URL: 'http://sandbox:3100/' }).settings.publicUrl).toBe('http://sandbox:3100');
  });

  it('refuses a timing that is not a positive integer, naming the variable', () => {
    expect(() => loadSandboxConfig({ SANDBOX_TRACKING_STEP_MS: '0' })).toThrow(/SANDBOX_TRACKING_STEP_MS: expected an integer between 1/);
    expect(() => loadSandboxConfig({ SANDBOX_PUBLIC_URL: 'ftp://x' })).toThrow(/SANDBOX_PUBLIC_URL/);
  });
});

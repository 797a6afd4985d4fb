import { statedAllowance } from './amazon-limits';
import { ConfigError } from '@tezgah/config';
import { loadAmazonApplication } from './amazon.config';

describe("the Amazon connector's configuration", () => {
  it('uses placeholder application values outside production', () => {
    expect(loadAmazonApplication({ TEZGAH_ENV: 'demo' })).toEqual({
      clientId: 'amzn1.application-oa2-client.tezgah-demo',
      clientSecret: 'tezgah-demo-not-a-secret',
      appId: 'amzn1.sp.solution.tezgah-demo',
      spApiUrl: 'https://sellingpartnerapi-eu.amazon.com',
      lwaTokenUrl: 'https://api.amazon.com/auth/o2/token',
    });
  });

  it('requires the LWA client and the application id in production, naming each missing variable', () => {
    expect(() => loadAmazonApplication({ AMAZON_LWA_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadAmazonApplication({ AMAZON_LWA_CLIENT_ID: 'id' })).toThrow(
      /AMAZON_LWA_CLIENT_SECRET: required in production[\s\S]*AMAZON_APP_ID/,
    );
    expect(loadAmazonApplication({ AMAZON_LWA_CLIENT_ID: 'id', AMAZON_LWA_CLIENT_SECRET: 'secret', AMAZON_APP_ID: 'app' })).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      appId: 'app',
      spApiUrl: 'https://sellingpartnerapi-eu.amazon.com',
      lwaTokenUrl: 'https://api.amazon.com/auth/o2/token',
    });
  });

  it('takes the production SP-API and LWA addresses from the environment, refusing one that is not a URL', () => {
    const demo = {
      TEZGAH_ENV: 'demo',
      AMAZON_SP_API_URL: 'https://proxy.example/sp-api/',
      AMAZON_LWA_TOKEN_URL: 'https://proxy.example/lwa',
    };
    expect(loadAmazonApplication(demo)).toMatchObject({
      spApiUrl: 'https://proxy.example/sp-api',
      lwaTokenUrl: 'https://proxy.example/lwa',
    });
    expect(() => loadAmazonApplication({ TEZGAH_ENV: 'demo', AMAZON_SP_API_URL: 'proxy' })).toThrow(/AMAZON_SP_API_URL/);
  });
});

describe('the usage plan an SP-API answer states', () => {
  it('is followed when x-amzn-RateLimit-Limit differs from the documented plan, with the plan’s burst', () => {
    expect(statedAllowance('getOrders', '0.0167')).toBeUndefined();
    expect(statedAllowance('getOrders', '0.5')).toEqual({ points: 5, durationMs: 10_000, burst: 20 });
    expect(statedAllowance('getOrders', 'x')).toBeUndefined();
    expect(statedAllowance('notBudgeted', '3')).toBeUndefined();
  });
});

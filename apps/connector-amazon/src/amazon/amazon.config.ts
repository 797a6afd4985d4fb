import { ConfigError, loadConfig } from '@tezgah/config';
import { z } from 'zod';
import { PRODUCTION_LWA, PRODUCTION_SP_API } from './amazon-endpoints';

/** The Login with Amazon application Tezgah is registered as (docs/configuration.md). */
export const amazonConfigSchema = z.object({
  TEZGAH_ENV: z.enum(['production', 'demo']).default('production'),
  AMAZON_LWA_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_LWA_CLIENT_SECRET: z.string().min(1).optional(),
  /** The SP-API application id the consent page names (`application_id`). */
  AMAZON_APP_ID: z.string().min(1).optional(),
  /** Where a connection configured `environment: production` reaches SP-API and Login with Amazon (an egress proxy, another region). */
  AMAZON_SP_API_URL: z.string().url().default(PRODUCTION_SP_API),
  AMAZON_LWA_TOKEN_URL: z.string().url().default(PRODUCTION_LWA),
});

/** Placeholders that say what they are: the sandbox takes them, the real LWA refuses them. */
const DEMO_APPLICATION = {
  AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.tezgah-demo',
  AMAZON_LWA_CLIENT_SECRET: 'tezgah-demo-not-a-secret',
  AMAZON_APP_ID: 'amzn1.sp.solution.tezgah-demo',
};

export interface AmazonApplication {
  clientId: string;
  clientSecret: string;
  appId: string;
  /** SP-API's base for `environment: production`. */
  spApiUrl: string;
  /** Login with Amazon's token endpoint outside the sandbox. */
  lwaTokenUrl: string;
}

export function loadAmazonApplication(env: NodeJS.ProcessEnv = process.env): AmazonApplication {
  const config = loadConfig(amazonConfigSchema, env);
  const names = Object.keys(DEMO_APPLICATION) as Array<keyof typeof DEMO_APPLICATION>;
  const missing = names.filter((name) => !config[name]);
  if (config.TEZGAH_ENV === 'production' && missing.length) throw new ConfigError(missing.map((name) => `${name}: required in production`));
  const value = (name: keyof typeof DEMO_APPLICATION) => config[name] ?? DEMO_APPLICATION[name];
  return {
    clientId: value('AMAZON_LWA_CLIENT_ID'),
    clientSecret: value('AMAZON_LWA_CLIENT_SECRET'),
    appId: value('AMAZON_APP_ID'),
    spApiUrl: config.AMAZON_SP_API_URL.replace(/\/+$/, ''),
    lwaTokenUrl: config.AMAZON_LWA_TOKEN_URL,
  };
}

import { ConfigError, loadConfig } from '@tezgah/config';
import { z } from 'zod';

/** The Login with Amazon application Tezgah is registered as (docs/configuration.md). */
export const amazonConfigSchema = z.object({
  TEZGAH_ENV: z.enum(['production', 'demo']).default('production'),
  AMAZON_LWA_CLIENT_ID: z.string().min(1).optional(),
  AMAZON_LWA_CLIENT_SECRET: z.string().min(1).optional(),
  /** The SP-API application id the consent page names (`application_id`). */
  AMAZON_APP_ID: z.string().min(1).optional(),
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
}

export function loadAmazonApplication(env: NodeJS.ProcessEnv = process.env): AmazonApplication {
  const config = loadConfig(amazonConfigSchema, env);
  const names = Object.keys(DEMO_APPLICATION) as Array<keyof typeof DEMO_APPLICATION>;
  const missing = names.filter((name) => !config[name]);
  if (config.TEZGAH_ENV === 'production' && missing.length) throw new ConfigError(missing.map((name) => `${name}: required in production`));
  const value = (name: keyof typeof DEMO_APPLICATION) => config[name] ?? DEMO_APPLICATION[name];
  return { clientId: value('AMAZON_LWA_CLIENT_ID'), clientSecret: value('AMAZON_LWA_CLIENT_SECRET'), appId: value('AMAZON_APP_ID') };
}

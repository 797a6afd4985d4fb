import type { Provider } from '@nestjs/common';
import { baseConfigSchema, loadConfig, PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { encryptionKeysFrom } from '@tezgah/secrets';
import { z } from 'zod';
import { DocumentLinks } from './document-links';

/** What document links read of the environment: the deployment's keys, which every service that makes or opens links shares. */
const documentLinksConfigSchema = baseConfigSchema.pick({ TEZGAH_ENV: true }).extend({
  TEZGAH_ENCRYPTION_KEYS: z.string().optional(),
});

/** DocumentLinks on the process's public API URL and `TEZGAH_ENCRYPTION_KEYS` (the demo falls back to its public key). */
export function documentLinksFrom(publicUrls: PublicUrls, env: NodeJS.ProcessEnv = process.env): DocumentLinks {
  const config = loadConfig(documentLinksConfigSchema, env);
  return new DocumentLinks(publicUrls.api, encryptionKeysFrom(config.TEZGAH_ENCRYPTION_KEYS, { demo: config.TEZGAH_ENV === 'demo' }));
}

/** `providers: [documentLinksProvider]` makes DocumentLinks injectable; PUBLIC_URLS comes from the process's root module. */
export const documentLinksProvider: Provider = {
  provide: DocumentLinks,
  inject: [PUBLIC_URLS],
  useFactory: (publicUrls: PublicUrls) => documentLinksFrom(publicUrls),
};

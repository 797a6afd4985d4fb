import type { Provider } from '@nestjs/common';
import { baseConfigSchema, loadConfig, PUBLIC_URLS, type PublicUrls } from '@tezgah/config';
import { encryptionKeysFrom } from '@tezgah/secrets';
import { z } from 'zod';
import { DocumentLinks } from './document-links';

/**
 * What document links read of the environment: `TEZGAH_DOCUMENT_KEYS`, the keys every service that
 * makes or opens links shares (the gateway and cargo). Their own: each service's
 * `TEZGAH_ENCRYPTION_KEYS` may differ (deploy/k8s/secret.template.yaml), these may not.
 */
const documentLinksConfigSchema = baseConfigSchema.pick({ TEZGAH_ENV: true }).extend({
  TEZGAH_DOCUMENT_KEYS: z.string().optional(),
});

/** DocumentLinks on the process's public API URL and `TEZGAH_DOCUMENT_KEYS` (the demo falls back to its public key). */
export function documentLinksFrom(publicUrls: PublicUrls, env: NodeJS.ProcessEnv = process.env): DocumentLinks {
  const config = loadConfig(documentLinksConfigSchema, env);
  const keys = encryptionKeysFrom(config.TEZGAH_DOCUMENT_KEYS, { demo: config.TEZGAH_ENV === 'demo', variable: 'TEZGAH_DOCUMENT_KEYS' });
  return new DocumentLinks(publicUrls.api, keys);
}

/** `providers: [documentLinksProvider]` makes DocumentLinks injectable; PUBLIC_URLS comes from the process's root module. */
export const documentLinksProvider: Provider = {
  provide: DocumentLinks,
  inject: [PUBLIC_URLS],
  useFactory: (publicUrls: PublicUrls) => documentLinksFrom(publicUrls),
};

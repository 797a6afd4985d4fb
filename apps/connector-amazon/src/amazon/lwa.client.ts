import type { ThirdPartyHttp } from '@tezgah/third-party';
import { z } from 'zod';
import type { AmazonApplication } from './amazon.config';
import { amazonRefusal } from './amazon-refusals';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});
const errorAnswer = z.object({ error: z.string() });

export type LwaTokens = z.infer<typeof tokenAnswer>;

type Grant = { grant_type: 'refresh_token'; refresh_token: string } | { grant_type: 'authorization_code'; code: string };

/**
 * Login with Amazon's token endpoint: a refresh grant or the consent's code for an access token.
 * A refused grant is the seller's to renew (422); a refused client is our configuration (500).
 */
export async function requestLwaTokens(
  http: ThirdPartyHttp,
  url: string,
  application: AmazonApplication,
  grant: Grant,
): Promise<LwaTokens> {
  const response = await http.request({
    method: 'POST',
    url,
    operation: 'lwaToken',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams({ ...grant, client_id: application.clientId, client_secret: application.clientSecret }),
  });
  if (response.status === 200) return tokenAnswer.parse(response.body);
  const error = errorAnswer.safeParse(response.body);
  if (error.success && error.data.error === 'invalid_grant') {
    throw grant.grant_type === 'refresh_token' ? amazonRefusal('refresh_token', 'grant_expired') : amazonRefusal('code', 'code_invalid');
  }
  if (error.success && error.data.error === 'invalid_client') {
    throw new Error('Login with Amazon refused the application (AMAZON_LWA_CLIENT_ID / AMAZON_LWA_CLIENT_SECRET)');
  }
  throw new Error(`Login with Amazon answered ${response.status}${error.success ? ` ${error.data.error}` : ''}`);
}

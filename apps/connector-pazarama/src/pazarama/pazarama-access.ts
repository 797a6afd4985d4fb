import { createHash } from 'node:crypto';
import { credentialsRefused, type ConnectionHandle, readAnswer } from '@tezgah/connector-kit';
import { AccessTokens, type IssuedToken, type ThirdPartyResponse } from '@tezgah/third-party';
import { tokenAnswer } from './pazarama-answers';

/** Pazarama's token host (isortagimgiris), apart from the merchant API's; stage's from a published client. */
const TOKEN_URLS = {
  production: 'https://isortagimgiris.pazarama.com/connect/token',
  stage: 'https://stage-isortagimgiris.pazarama.com/connect/token',
} as const;
/** The one scope the merchant API grants. */
const SCOPE = 'merchantgatewayapi.fullaccess';
/** How long a token lives when the answer does not say (an hour, as every client assumes). */
const DEFAULT_LIFETIME_S = 3600;

/**
 * Sellers' Pazarama tokens (OAuth2 client credentials), held by the kit's AccessTokens: one token
 * request shared by a seller's concurrent calls, the token kept until shortly before it expires,
 * and one renewal when the merchant API answers 401. The key carries a digest of the pair, so
 * new credentials start afresh.
 */
export class PazaramaAccess {
  private readonly tokens = new AccessTokens();

  /** `call` with the seller's token; once more with a new one when Pazarama answers 401. */
  authorized(connection: ConnectionHandle, call: (token: string) => Promise<ThirdPartyResponse>): Promise<ThirdPartyResponse> {
    return this.tokens.authorized(keyOf(connection), () => this.issue(connection), call);
  }

  /** A refused pair is the token host's 400 (or 401): the seller's credentials, not a fault. */
  private async issue(connection: ConnectionHandle): Promise<IssuedToken> {
    const { client_id: clientId, client_secret: clientSecret } = connection.credentials;
    const response = await connection.http.request({
      method: 'POST',
      url: tokenUrlOf(connection),
      operation: 'token',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPE }),
    });
    const answer = readAnswer(response, tokenAnswer, {
      marketplace: 'pazarama',
      operation: 'token',
      refused: (status) => (status === 400 || status === 401 ? credentialsRefused('client_id', 'Pazarama') : undefined),
    });
    return { token: answer.data.accessToken, lifetimeMs: (answer.data.expiresIn ?? DEFAULT_LIFETIME_S) * 1000 };
  }
}

/** In the sandbox the token host is served beside the merchant API, under `/connect/token`. */
function tokenUrlOf(connection: ConnectionHandle): string {
  const environment = connection.config.environment;
  return environment === 'sandbox' ? `${connection.baseUrl}/connect/token` : TOKEN_URLS[environment];
}

function keyOf(connection: ConnectionHandle): string {
  const { client_id: clientId, client_secret: clientSecret } = connection.credentials;
  return `${connection.baseUrl} ${createHash('sha256').update(`${clientId}\n${clientSecret}`).digest('hex')}`;
}

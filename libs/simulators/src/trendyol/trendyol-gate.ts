import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { authenticationErrorBody, sendTrendyolError } from './trendyol-errors';

/** `"{sellerId} - {Integrator}"`, the integrator name alphanumeric, at most 30 (docs "Authorization"). */
const USER_AGENT = /^(\S+) - ([A-Za-z0-9]{1,30})$/;

/**
 * What Trendyol's gateway checks before any service answers: the User-Agent (403), HTTP Basic
 * `api_key:api_secret` (401; the fixture refuses the literal `invalid`), at most 50 requests to
 * the same endpoint within 10 seconds per seller, and at most 600 a minute per seller over all
 * endpoints (the spec's Marketplace A limit; Trendyol's docs state per-service limits only):
 * 429 `too.many.requests` with `Retry-After`.
 */
export class TrendyolGate {
  private limiter = TrendyolGate.newLimiter();
  private sellerLimiter = TrendyolGate.newSellerLimiter();

  reset(): void {
    this.limiter = TrendyolGate.newLimiter();
    this.sellerLimiter = TrendyolGate.newSellerLimiter();
  }

  readonly check = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const userAgent = USER_AGENT.exec(request.headers['user-agent'] ?? '');
    if (!userAgent) {
      await sendTrendyolError(reply, 403, 'forbidden', 'User-Agent başlığı "{sellerId} - {Entegratör}" biçiminde gönderilmelidir.');
      return;
    }
    if (!acceptedCredentials(request.headers.authorization)) {
      await reply.code(401).send(authenticationErrorBody());
      return;
    }
    const seller = (request.params as { sellerId?: string }).sellerId ?? userAgent[1];
    try {
      await this.limiter.consume(`${seller} ${request.method} ${request.routeOptions.url}`);
      await this.sellerLimiter.consume(seller);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // When the window that refused frees a request again, as an injected 429 says it too.
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      await sendTrendyolError(reply, 429, 'too.many.requests', 'too.many.requests');
    }
  };

  private static newLimiter(): RateLimiterMemory {
    return new RateLimiterMemory({ points: 50, duration: 10 });
  }

  private static newSellerLimiter(): RateLimiterMemory {
    return new RateLimiterMemory({ points: 600, duration: 60 });
  }
}

function acceptedCredentials(header: string | undefined): boolean {
  const match = /^Basic (.+)$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const [apiKey, apiSecret] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  return apiKey !== '' && apiSecret !== '' && apiKey !== 'invalid' && apiSecret !== 'invalid';
}

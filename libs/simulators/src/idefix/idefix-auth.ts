import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../shared/body-values';
import { idefixError } from './idefix-errors';

/** Idefix publishes no request budget: 600 a minute per API key is the sandbox's. */
export const IDEFIX_RATE = { points: 600, durationSeconds: 60 };

/**
 * `X-API-KEY: base64(ApiKey:ApiSecret)` (documented); a missing, malformed or refused key is 401
 * `VENDOR_TOKEN_NOT_EXIST`. The sandbox refuses the literal `invalid` as key or secret (decisions §14).
 * Names the API key, whose request budget the call spends.
 */
export function authenticate(request: FastifyRequest, reply: FastifyReply): string | null {
  const decoded = Buffer.from(text(request.headers['x-api-key']) ?? '', 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const key = decoded.slice(0, Math.max(0, separator));
  const secret = decoded.slice(separator + 1);
  if (separator < 1 || !secret || key === 'invalid' || secret === 'invalid') {
    reply.code(401).send(idefixError('VENDOR_TOKEN_NOT_EXIST', 'Geçersiz X-API-KEY: satıcı bulunamadı.'));
    return null;
  }
  return key;
}

export const rateLimited = () => idefixError('TOO_MANY_REQUESTS', 'İstek limiti aşıldı.');

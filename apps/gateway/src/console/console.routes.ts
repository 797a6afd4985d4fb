import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ConsoleAsset, pickEncoding } from './console-assets';

/** The console's own pages talk to /v1 on the same origin only; nothing is inlined or embedded. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the seller console (docs/console.md) at /console from the gateway itself: hashed assets
 * cached for a year, compressed as the build compressed them; every other path under /console
 * is the single-page app's index.html (its router draws the screen), revalidated on each load.
 */
export function registerConsoleRoutes(fastify: FastifyInstance, assets: Map<string, ConsoleAsset>): void {
  const index = assets.get('/index.html');
  if (!index) throw new Error('the console build has no index.html');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0].slice('/console'.length);
    const asset = assets.get(path);
    if (!asset && path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Bulunamadı');
    }
    return send(request, reply, asset ?? index);
  };
  fastify.get('/console', handler);
  fastify.get('/console/*', handler);
}

function send(request: FastifyRequest, reply: FastifyReply, asset: ConsoleAsset): FastifyReply {
  const encoding = pickEncoding(asset, request.headers['accept-encoding']);
  void reply
    .type(asset.type)
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (asset.type.startsWith('text/html')) {
    void reply.header('content-security-policy', CONTENT_SECURITY_POLICY).header('referrer-policy', 'same-origin');
  }
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body);
}

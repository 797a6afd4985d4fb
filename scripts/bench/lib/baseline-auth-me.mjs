// The baseline of gateway-auth-me: a bare Fastify server with one route doing the same JWT
// check as the gateway (jsonwebtoken HS256 verify against a KeyObject) and returning the claims.
// Runs as a child process; reports { ready: true, port } once listening.
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';

const secret = process.env.TEZGAH_JWT_SECRET;
if (!secret) throw new Error('TEZGAH_JWT_SECRET is required');
const key = createSecretKey(Buffer.from(secret, 'utf8'));

const app = Fastify({ logger: false });
app.get('/v1/auth/me', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  try {
    return jwt.verify(token, key, { algorithms: ['HS256'] });
  } catch {
    return reply.code(401).send({ error: { code: 'auth.unauthenticated' } });
  }
});

await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ ready: true, port: app.server.address().port });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

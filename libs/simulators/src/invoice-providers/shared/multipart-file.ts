import type { FastifyInstance } from 'fastify';

/** Multipart bodies arrive as text in this plugin's scope, for `multipartFile` to read. */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** The content of the form's part `name` of a `multipart/form-data` body (text), or null. */
export function multipartFile(body: unknown, contentType: string | undefined, name: string): string | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary || typeof body !== 'string') return null;
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!new RegExp(`name="${name}"`, 'i').test(headers)) continue;
    return part.slice(split + 4).replace(/\r\n$/, '');
  }
  return null;
}

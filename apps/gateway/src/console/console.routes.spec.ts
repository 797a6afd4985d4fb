import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConsoleAssets, pickEncoding } from './console-assets';
import { registerConsoleRoutes } from './console.routes';

describe('the console served by the gateway', () => {
  let dir: string;
  let app: FastifyInstance;
  const write = (file: string, body: string) => {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, body);
    writeFileSync(`${full}.br`, brotliCompressSync(body));
    writeFileSync(`${full}.gz`, gzipSync(body));
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tezgah-console-assets-'));
    write('index.html', '<!doctype html><title>Tezgah</title><script type="module" src="/console/assets/index-abc123.js"></script>');
    write('assets/index-abc123.js', 'console.log("tezgah")');
    const assets = loadConsoleAssets(dir);
    if (!assets) throw new Error('no assets');
    app = Fastify();
    registerConsoleRoutes(app, assets);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the app for /console and any screen under it, revalidated, with its security policy', async () => {
    for (const url of ['/console', '/console/', '/console/orders/ord_1?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('<title>Tezgah</title>');
    }
  });

  it('sends hashed assets cached for a year, compressed as the browser accepts', async () => {
    const br = await app.inject({ url: '/console/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'accept-encoding',
    });
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log("tezgah")'));
    const gzip = await app.inject({ url: '/console/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/console/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("tezgah")');
  });

  it('answers 404 for an asset that does not exist instead of the app', async () => {
    const response = await app.inject({ url: '/console/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('has no console without a build, and honours q=0', () => {
    expect(loadConsoleAssets(path.join(dir, 'nothing-here'))).toBeNull();
    const asset = { type: 'text/css', body: Buffer.from('a'), br: Buffer.from('b'), gzip: Buffer.from('c'), immutable: true };
    expect(pickEncoding(asset, 'br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(asset, undefined)).toBeNull();
  });
});

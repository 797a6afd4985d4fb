import { execFile } from 'node:child_process';
import { Agent, get, request } from 'node:https';
import { promisify } from 'node:util';
import { startHttpsReceiver, type HttpsReceiver } from './https-receiver';
import { testCertificates } from './test-certificates';

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('startHttpsReceiver', () => {
  const { caPath, caPem } = testCertificates();
  const agent = new Agent({ ca: caPem, keepAlive: true });
  let receiver: HttpsReceiver;

  /** A request trusting the test CA, over one keep-alive agent. */
  const send = (
    url: string,
    options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
  ) =>
    new Promise<Sent>((resolve, reject) => {
      const req = request(url, { method: options.method ?? 'POST', headers: options.headers, agent, timeout: options.timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('timeout', () => req.destroy(new Error('client timeout')));
      req.on('error', reject);
      req.end(options.body);
    });

  beforeEach(async () => {
    receiver = await startHttpsReceiver();
  });

  afterEach(async () => {
    await receiver.close();
  });

  afterAll(() => agent.destroy());

  it('records method, path, headers and the raw body exactly as sent, and parses a JSON body', async () => {
    const body = Buffer.from('{"event":"order.created","müşteri":"Çağla","amount":12.50}');
    const response = await send(receiver.urlFor('/hooks/seller-1?attempt=1'), {
      headers: { 'content-type': 'application/json', 'X-Tezgah-Signature': 't=1,v1=abc', 'content-length': String(body.length) },
      body,
    });

    expect(response).toMatchObject({ status: 200, body: '' });
    const [received] = await receiver.waitFor(1);
    expect(received).toMatchObject({
      method: 'POST',
      path: '/hooks/seller-1?attempt=1',
      headers: expect.objectContaining({ 'content-type': 'application/json', 'x-tezgah-signature': 't=1,v1=abc' }),
      body: { event: 'order.created', müşteri: 'Çağla', amount: 12.5 },
    });
    expect(received.rawBody.equals(body)).toBe(true);
    expect(received.receivedAt).toBeLessThanOrEqual(Date.now());
    expect(receiver.requestsTo('/hooks/seller-1')).toEqual([received]);
    expect(receiver.requestsTo('/hooks/seller-1?attempt=2')).toEqual([]);
  });

  it('leaves a body that is not JSON unparsed', async () => {
    await send(receiver.url, { body: 'not json' });
    expect(receiver.requests[0]).toMatchObject({ path: '/', body: undefined, rawBody: Buffer.from('not json') });
  });

  it('answers a path with its responses in order, then repeats the last; other paths get 200', async () => {
    receiver.respond('/flaky', [{ status: 500 }, { status: 503, headers: { 'retry-after': '1' } }, { status: 200, body: 'ok' }]);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await send(receiver.urlFor('/flaky')));
    const other = await send(receiver.urlFor('/steady'));

    expect(statuses.map((response) => response.status)).toEqual([500, 503, 200, 200]);
    expect(statuses[1].headers['retry-after']).toBe('1');
    expect(statuses[3].body).toBe('ok');
    expect(other.status).toBe(200);
    expect(receiver.requestsTo('/flaky')).toHaveLength(4);
  });

  it('records a request at its arrival when the answer is delayed, and survives the sender giving up', async () => {
    receiver.respond('/slow', { status: 200, delayMs: 2_000 });
    const sentAt = Date.now();

    const gaveUp = send(receiver.urlFor('/slow'), { body: '{}', timeoutMs: 300 });
    const [received] = await receiver.waitFor(1, 1_000);
    expect(received.receivedAt - sentAt).toBeLessThan(1_000);
    await expect(gaveUp).rejects.toThrow('client timeout');

    expect((await send(receiver.urlFor('/other'))).status).toBe(200);
  });

  it('rejects waitFor on time-out with the requests that did arrive', async () => {
    await send(receiver.urlFor('/one'), { method: 'PUT' });
    await expect(receiver.waitFor(2, 100)).rejects.toThrow(/waited 100 ms for 2 request\(s\); 1 arrived:\n {2}PUT \/one at \+0 ms/);
    await expect(receiver.waitFor((requests) => requests.some((r) => r.path === '/two'), 50)).rejects.toThrow('for the condition');
  });

  it('is not trusted without the test CA', async () => {
    const error = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      get(receiver.url, { agent: false }, () => reject(new Error('answered without the CA'))).on('error', resolve);
    });
    expect(error.code).toBe('UNABLE_TO_VERIFY_LEAF_SIGNATURE');
  });

  it('names localhost in its certificate as well as 127.0.0.1', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      get(receiver.url, { ca: caPem, servername: 'localhost', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('is trusted by a process started with NODE_EXTRA_CA_CERTS pointing at the CA file', async () => {
    const script = 'fetch(process.argv[1]).then((r) => console.log(r.status), (e) => { console.error(e.cause ?? e); process.exit(1); })';
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, receiver.urlFor('/from-child')], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath },
    });
    expect(stdout.trim()).toBe('200');
    expect(receiver.requestsTo('/from-child')).toHaveLength(1);
  });
});

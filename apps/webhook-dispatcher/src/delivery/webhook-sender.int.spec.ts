import { rootCertificates } from 'node:tls';
import { startHttpsReceiver, testCertificates, type HttpsReceiver } from '@tezgah/testing';
import Stripe from 'stripe';
import { signatureHeader } from './signature';
import { USER_AGENT, WebhookSender } from './webhook-sender';

const SECRET = 'whsec_test-secret-0123456789abcdefghijklmnopqrstu';
const post = (url: string) => ({
  url,
  secret: SECRET,
  webhookId: 'whk_01JD3X5Q9V8K4M2N6P7R8S9T0W',
  eventType: 'order.created',
  body: '{"id":"evt_1","type":"order.created","created":1,"data":{}}',
});

describe('WebhookSender', () => {
  let receiver: HttpsReceiver;
  let sender: WebhookSender;
  const ca = [...rootCertificates, testCertificates().caPem];

  beforeAll(async () => {
    receiver = await startHttpsReceiver();
    sender = new WebhookSender({ timeoutMs: 500, allowPrivateNetworks: true, ca });
  });

  afterAll(async () => {
    await sender.close();
    await receiver.close();
  });

  it('POSTs the body with the spec headers and a signature Stripe-style verifiers accept', async () => {
    const result = await sender.send(post(receiver.urlFor('/ok')));
    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null });
    const [request] = receiver.requestsTo('/ok');
    expect(request.rawBody.toString()).toBe(post('').body);
    expect(request.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'x-tezgah-event': 'order.created',
      'x-tezgah-webhook-id': 'whk_01JD3X5Q9V8K4M2N6P7R8S9T0W',
    });
    const header = String(request.headers['x-tezgah-signature']);
    expect(() => Stripe.webhooks.signature!.verifyHeader(request.rawBody.toString(), header, SECRET, 300)).not.toThrow();
  });

  it('signs `t.body` with the secret string as the key, as Stripe does', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: '{"a":1}', secret: SECRET, timestamp: 1_700_000_000 });
    expect(signatureHeader(SECRET, '{"a":1}', 1_700_000_000)).toBe(header);
  });

  it('fails on a non-2xx answer and does not follow redirects', async () => {
    receiver.respond('/gone', { status: 410 });
    expect(await sender.send(post(receiver.urlFor('/gone')))).toMatchObject({ ok: false, statusCode: 410 });
    receiver.respond('/moved', { status: 302, headers: { location: receiver.urlFor('/elsewhere') } });
    expect(await sender.send(post(receiver.urlFor('/moved')))).toMatchObject({ ok: false, statusCode: 302 });
    expect(receiver.requestsTo('/elsewhere')).toHaveLength(0);
  });

  it('fails an answer slower than the time-out', async () => {
    receiver.respond('/slow', { status: 200, delayMs: 2_000 });
    const result = await sender.send(post(receiver.urlFor('/slow')));
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'Zaman aşımı: 500 ms içinde yanıt gelmedi' });
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it('refuses a certificate it cannot verify', async () => {
    const untrusting = new WebhookSender({ timeoutMs: 1_000, allowPrivateNetworks: true, ca: [...rootCertificates] });
    const result = await untrusting.send(post(receiver.urlFor('/tls')));
    await untrusting.close();
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^TLS sertifikası doğrulanamadı/);
    expect(receiver.requestsTo('/tls')).toHaveLength(0);
  });

  it('with private networks refused, checks the dialled address: literals and names resolving to loopback', async () => {
    const guarded = new WebhookSender({ timeoutMs: 1_000, allowPrivateNetworks: false, ca });
    const literal = await guarded.send(post(receiver.urlFor('/private')));
    const named = await guarded.send(post(receiver.urlFor('/private').replace('127.0.0.1', 'localhost')));
    await guarded.close();
    expect(literal).toMatchObject({ ok: false, statusCode: null, error: 'Adres engellendi: 127.0.0.1 genel bir ağ adresi değil' });
    expect(named).toMatchObject({
      ok: false,
      statusCode: null,
      error: expect.stringMatching(/^Adres engellendi: (127\.0\.0\.1|::1) genel bir ağ adresi değil$/),
    });
    expect(receiver.requestsTo('/private')).toHaveLength(0);
  });
});

import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { verifyWebhookSignature } from './webhook-signature';

const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LTAx';
const body = '{"id":"evt_01","type":"ping","created":1764000000,"data":{}}';
const now = new Date(1_764_000_100_000);
const t = Math.floor(now.getTime() / 1000) - 100;
const sign = (timestamp: number, payload = body, key = secret) =>
  `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.${payload}`).digest('hex')}`;

describe('verifyWebhookSignature', () => {
  it('accepts the header the dispatcher signs, as stripe-node also does', async () => {
    const header = sign(t);
    await expect(verifyWebhookSignature(body, header, secret, { now })).resolves.toEqual({ ok: true, timestamp: t });
    expect(() => Stripe.webhooks.signature!.verifyHeader(body, header, secret, 300_000_000)).not.toThrow();
  });

  it('accepts the raw bytes as well as the string', async () => {
    await expect(verifyWebhookSignature(new TextEncoder().encode(body), sign(t), secret, { now })).resolves.toMatchObject({ ok: true });
  });

  it('refuses a changed body, another secret and a signature past the replay window', async () => {
    await expect(verifyWebhookSignature(`${body} `, sign(t), secret, { now })).resolves.toEqual({ ok: false, reason: 'mismatch' });
    await expect(verifyWebhookSignature(body, sign(t, body, 'whsec_other'), secret, { now })).resolves.toEqual({
      ok: false,
      reason: 'mismatch',
    });
    await expect(verifyWebhookSignature(body, sign(t - 300), secret, { now })).resolves.toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses headers that are not t=…,v1=<64 hex>', async () => {
    for (const header of [undefined, '', `v1=${'a'.repeat(64)}`, `t=${t}`, `t=${t},v1=xyz`, `t=abc,v1=${'a'.repeat(64)}`]) {
      await expect(verifyWebhookSignature(body, header, secret, { now })).resolves.toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

import { createHmac } from 'node:crypto';

/**
 * `X-Tezgah-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, keyed with the secret
 * string exactly as shown at creation (`whsec_` included), no spaces (decisions §11): the format
 * Stripe-style verifiers accept unchanged.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

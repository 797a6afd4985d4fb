/**
 * The budgets of spec Limits and decisions §3-§4. `per` says what a budget is counted by: the
 * caller (the user, or the IP of a request without a valid token), the client IP, or the e-mail
 * of a login attempt.
 */
export const RATE_LIMITS = {
  read: { points: 600, durationS: 60, failOpen: true, per: 'caller' },
  write: { points: 200, durationS: 60, failOpen: true, per: 'caller' },
  bulk: { points: 5, durationS: 60, failOpen: true, per: 'caller' },
  loginEmail: { points: 5, durationS: 300, failOpen: false, per: 'email' },
  loginIp: { points: 10, durationS: 300, failOpen: false, per: 'ip' },
  refreshIp: { points: 10, durationS: 300, failOpen: false, per: 'ip' },
  // Document links open without a token (a printer, a browser): a warehouse prints a batch from one address.
  documentIp: { points: 300, durationS: 60, failOpen: true, per: 'ip' },
} as const;

export type RateLimitCategory = keyof typeof RATE_LIMITS;

const LOGIN: readonly RateLimitCategory[] = ['loginIp'];
const REFRESH: readonly RateLimitCategory[] = ['refreshIp'];
const READ: readonly RateLimitCategory[] = ['read'];
const WRITE: readonly RateLimitCategory[] = ['write'];
const BULK: readonly RateLimitCategory[] = ['bulk', 'write'];
const DOCUMENT: readonly RateLimitCategory[] = ['documentIp'];

/** The budgets a request spends before its handler runs (the per-e-mail login budget comes later). */
export function categoriesFor(method: string, path: string): readonly RateLimitCategory[] {
  if (method === 'POST' && path === '/v1/auth/token') return LOGIN;
  if (method === 'POST' && path === '/v1/auth/refresh') return REFRESH;
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/v1/documents/')) return DOCUMENT;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return READ;
  if (method === 'POST' && path === '/v1/products/bulk') return BULK;
  return WRITE;
}

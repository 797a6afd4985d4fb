/** The budgets of spec Limits and decisions §3-§4. */
export const RATE_LIMITS = {
  read: { points: 600, durationS: 60, failOpen: true },
  write: { points: 200, durationS: 60, failOpen: true },
  bulk: { points: 5, durationS: 60, failOpen: true },
  loginEmail: { points: 5, durationS: 300, failOpen: false },
  loginIp: { points: 10, durationS: 300, failOpen: false },
  refreshIp: { points: 10, durationS: 300, failOpen: false },
} as const;

export type RateLimitCategory = keyof typeof RATE_LIMITS;

/** The budgets a request spends before its handler runs, keyed by user (or by IP when anonymous). */
export function categoriesFor(method: string, path: string): RateLimitCategory[] {
  if (method === 'POST' && path === '/v1/auth/token') return ['loginIp'];
  if (method === 'POST' && path === '/v1/auth/refresh') return ['refreshIp'];
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return ['read'];
  if (method === 'POST' && path === '/v1/products/bulk') return ['bulk', 'write'];
  return ['write'];
}

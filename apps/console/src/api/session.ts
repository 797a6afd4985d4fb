import { apiErrorOf, createTezgahClient, type TezgahSchemas } from '@tezgah/client';

export type User = TezgahSchemas['UserResponse'];
export type Role = User['role'];

interface Stored {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
  user: User;
}

/** Kept per browser tab (sessionStorage): closing the tab ends it; a reload keeps it. */
const KEY = 'tezgah.session';
/** Renew this long before the access token runs out. */
const REFRESH_AHEAD_MS = 5 * 60_000;

const auth = createTezgahClient({ baseUrl: '' });
const listeners = new Set<() => void>();
let current: Stored | null = read();
let timer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

function read(): Stored | null {
  try {
    const text = sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Stored) : null;
  } catch {
    return null;
  }
}

function store(next: Stored | null): void {
  current = next;
  if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
  else sessionStorage.removeItem(KEY);
  schedule();
  for (const listener of listeners) listener();
}

function fromTokens(tokens: TezgahSchemas['TokenResponse']): Stored {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_at: Date.now() + tokens.expires_in * 1000,
    user: tokens.user,
  };
}

/** The background refresh: a single-use refresh token is traded for a new pair before expiry. */
function schedule(): void {
  clearTimeout(timer);
  if (!current) return;
  // A failed attempt inside the last minutes is tried again every 30 s, not in a tight loop.
  const wait = Math.max(30_000, current.expires_at - Date.now() - REFRESH_AHEAD_MS);
  timer = setTimeout(() => void session.refresh(), Math.min(wait, 2 ** 31 - 1));
}

export const session = {
  user: (): User | null => current?.user ?? null,
  accessToken: (): string | null => current?.access_token ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Signs in; answers the Turkish message of a refusal, or null when signed in. */
  async signIn(email: string, password: string): Promise<string | null> {
    const { data, error, response } = await auth.POST('/v1/auth/token', { body: { email, password } });
    if (!data) return apiErrorOf(error, response.status).message;
    store(fromTokens(data));
    return null;
  },
  /** Renews the tokens (once at a time); a refused refresh ends the session. */
  refresh(): Promise<boolean> {
    const token = current?.refresh_token;
    if (!token) return Promise.resolve(false);
    refreshing ??= auth
      .POST('/v1/auth/refresh', { body: { refresh_token: token } })
      .then(({ data }) => {
        store(data ? fromTokens(data) : null);
        return Boolean(data);
      })
      .catch(() => {
        schedule();
        return false;
      })
      .finally(() => (refreshing = null));
    return refreshing;
  },
  async signOut(): Promise<void> {
    const token = current?.access_token;
    store(null);
    if (token) await auth.POST('/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  },
  /** The token was refused (revoked, expired past refresh): back to the sign-in screen. */
  expire(): void {
    store(null);
  },
};

schedule();

const RANK: Record<Role, number> = { viewer: 0, staff: 1, admin: 2, owner: 3 };

/** Decisions §3: what the user's role allows, so that a screen shows only the actions that would succeed. */
export function roleAllows(role: Role | undefined, needed: Role): boolean {
  return role !== undefined && RANK[role] >= RANK[needed];
}

import { noticeMessage } from '@tezgah/contracts';
import { Agent, request } from 'undici';
import { BlockedAddressError, isBlockedLiteral, publicOnlyLookup } from './address.guard';
import { signatureHeader } from './signature';

export const USER_AGENT = 'Tezgah-Webhooks/1.0';

export interface SenderOptions {
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  /** Replaces the trusted CAs (tests); unset: the system CAs plus NODE_EXTRA_CA_CERTS. */
  ca?: string[];
}

export interface SignedPost {
  url: string;
  secret: string;
  webhookId: string;
  eventType: string;
  body: string;
}

/** One attempt: the status if one came back in time, else why not, in Turkish (shown in the console). */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/**
 * POSTs signed webhook bodies (spec Events, decisions §1, §11): success is a 2xx status within the
 * time-out; redirects are not followed; keep-alive connections per origin; with private
 * networks refused, every connection is checked on the address it dials.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(private readonly options: SenderOptions) {
    // No cap per origin: webhooks sharing a host must not queue behind each other's connections.
    // The scheduler bounds attempts per webhook and in all, and so the connections.
    this.agent = new Agent({
      connections: null,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: {
        timeout: options.timeoutMs,
        ...(options.allowPrivateNetworks ? {} : { lookup: publicOnlyLookup }),
        ...(options.ca ? { ca: options.ca } : {}),
      },
    });
  }

  async send(post: SignedPost): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const url = new URL(post.url);
      if (!this.options.allowPrivateNetworks && isBlockedLiteral(url.hostname)) throw new BlockedAddressError(url.hostname);
      const response = await request(url, {
        method: 'POST',
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'x-tezgah-event': post.eventType,
          'x-tezgah-signature': signatureHeader(post.secret, post.body, Math.floor(Date.now() / 1000)),
          'x-tezgah-webhook-id': post.webhookId,
        },
        body: post.body,
      });
      // The answer's body means nothing to us; reading it frees the connection for the next POST.
      await response.body.dump({ limit: 64 * 1024 });
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      return { ok, statusCode: response.statusCode, durationMs: elapsed(), error: null };
    } catch (error) {
      return { ok: false, statusCode: null, durationMs: elapsed(), error: describeFailure(error, this.options.timeoutMs) };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

const TLS_CODES = /^(ERR_TLS|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_SSL|HOSTNAME_MISMATCH)/;

function describeFailure(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; code?: string; cause?: unknown; address?: string };
  const cause = (failure.cause ?? {}) as { code?: string };
  const code = failure.code ?? cause.code ?? failure.name ?? 'UNKNOWN';
  if (error instanceof BlockedAddressError || failure.cause instanceof BlockedAddressError) {
    const address = error instanceof BlockedAddressError ? error.address : (failure.cause as BlockedAddressError).address;
    return noticeMessage('delivery_address_blocked', { address });
  }
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError' || /TIMEOUT/.test(code)) {
    return noticeMessage('delivery_timeout', { ms: timeoutMs });
  }
  if (TLS_CODES.test(code)) return noticeMessage('delivery_tls', { code });
  if (code === 'ECONNREFUSED') return noticeMessage('delivery_refused');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return noticeMessage('delivery_unresolvable', { code });
  if (code === 'ERR_INVALID_URL') return noticeMessage('delivery_invalid_url');
  return noticeMessage('delivery_failed', { code });
}

import type { ConnectionHandle } from '@tezgah/connector-kit';
import { marketplaceRefusal } from '@tezgah/connector-kit';
import { type FieldMessageCode, fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import type { ThirdPartyRequest, ThirdPartyResponse } from '@tezgah/third-party';
import type { z } from 'zod';
import type { TrendyolOperation } from './trendyol-limits';

type Query = ThirdPartyRequest['query'];

/** One seller's Trendyol Partner API: Basic auth, the mandatory User-Agent, paths under `/integration`. */
export class TrendyolApi {
  readonly supplierId: string;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly connection: ConnectionHandle,
    integrator: string,
  ) {
    const { supplier_id: supplierId, api_key: apiKey, api_secret: apiSecret } = connection.credentials;
    if (!supplierId || !/^\d+$/.test(supplierId)) {
      throw refused('supplier_id', 'trendyol_supplier_id_digits');
    }
    if (!apiKey || !apiSecret) throw refused('api_key', 'trendyol_api_keys_required');
    this.supplierId = supplierId;
    this.headers = {
      authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`,
      'user-agent': `${supplierId} - ${integrator}`,
    };
  }

  /** Sends one call; `path` follows `/integration`, `{sellerId}` is filled in. */
  send(
    operation: TrendyolOperation,
    method: ThirdPartyRequest['method'],
    path: string,
    options: { query?: Query; body?: unknown; retries?: number; headers?: Record<string, string> } = {},
  ): Promise<ThirdPartyResponse> {
    return this.connection.http.request({
      method,
      url: `${this.connection.baseUrl}/integration${path.replace('{sellerId}', this.supplierId)}`,
      operation,
      headers: { ...this.headers, ...options.headers },
      query: options.query,
      body: options.body,
      retries: options.retries,
    });
  }

  /** A 200 answer read with `schema`; refused credentials and anything unexpected become the spec's errors. */
  async read<S extends z.ZodType>(schema: S, operation: TrendyolOperation, path: string, query: Query): Promise<z.infer<S>> {
    const response = await this.send(operation, 'GET', path, { query });
    if (response.status !== 200) throw answerError(operation, response);
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) throw unexpectedAnswer(operation, response.status);
    return parsed.data;
  }
}

/** The error of a non-200 answer: 401/403 refuse the credentials; anything else is a bad gateway. */
export function answerError(operation: TrendyolOperation, response: ThirdPartyResponse): DomainError {
  if (response.status === 401 || response.status === 403) {
    return refused('api_key', 'trendyol_credentials_refused');
  }
  return unexpectedAnswer(operation, response.status);
}

function unexpectedAnswer(operation: string, status: number): DomainError {
  const message = fieldMessage('unexpected_answer', { marketplace: 'Trendyol', operation, status });
  return new DomainError('marketplace.unreachable', { marketplace: [{ code: 'unexpected_answer', message }] });
}

/** Every Trendyol refusal carries the one problem code `marketplace_refused`; `wording` says which. */
function refused(field: string, wording: FieldMessageCode): DomainError {
  return marketplaceRefusal(field, 'marketplace_refused', { wording });
}

/** Trendyol's error messages of a 4xx body (`{errors: [{key, message}]}`), for logs and rejections. */
export function trendyolErrorMessages(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((error: { message?: unknown; key?: unknown }) => String(error?.message ?? error?.key ?? '')).filter(Boolean);
}

/** Trendyol's refusal of a price/stock payload it had within the last 15 minutes: those values are already there. */
const REPEATED_PAYLOAD = '15 dakika boyunca aynı isteği tekrarlı olarak atamazsınız!';

export function repeatedPayload(response: ThirdPartyResponse): boolean {
  return response.status === 400 && trendyolErrorMessages(response.body).includes(REPEATED_PAYLOAD);
}

import type { ThirdPartyRequest, ThirdPartyResponse } from '@tezgah/third-party';
import { backgroundHeadroom, statedAllowance } from './amazon-limits';
import { amazonRefusal } from './amazon-refusals';
import type { AmazonGrant, LwaAccess } from './lwa-access';

export interface SpApiCall {
  method: ThirdPartyRequest['method'];
  /** Path under the SP-API base, e.g. `/orders/v0/orders`. */
  path: string;
  /** The operation's name in the models: the rate budget's key. */
  operation: string;
  query?: ThirdPartyRequest['query'];
  body?: object;
  /** The longest wait for the operation's quota (see ThirdPartyRequest). */
  maxWaitMs?: number;
}

/** `x-amz-date` in SigV4's basic ISO form; SP-API still expects it though signing is gone. */
const amzDate = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One seller's SP-API: every call with a live access token, renewed once when Amazon says it expired. */
export class SpApiSession {
  constructor(
    private readonly tokens: LwaAccess,
    readonly grant: AmazonGrant,
    readonly baseUrl: string,
    /** Turns of each operation's burst this session's calls leave to others (none: a seller's own call). */
    private readonly headroomOf: (operation: string) => number = () => 0,
  ) {}

  /** The same seller for work that runs on its own (the order poller): it leaves half of each burst to the seller's calls. */
  inBackground(): SpApiSession {
    return new SpApiSession(this.tokens, this.grant, this.baseUrl, backgroundHeadroom);
  }

  /** The answer of a call Amazon did not refuse for access: 2xx, or a 4xx for the caller to read. */
  async call(call: SpApiCall): Promise<ThirdPartyResponse> {
    const response = await this.tokens.authorized(this.grant, (accessToken) => this.send(call, accessToken));
    // Valid token, no access: the seller withdrew the application's authorisation.
    if (response.status === 403) throw amazonRefusal('selling_partner_id', 'access_denied');
    return response;
  }

  /** The body of a successful call; anything else is an answer this connector did not expect. */
  async json(call: SpApiCall): Promise<unknown> {
    const response = await this.call(call);
    if (response.status >= 200 && response.status < 300) return response.body;
    throw new Error(`SP-API ${call.operation} answered ${response.status}: ${describeErrors(response.body)}`);
  }

  private send(call: SpApiCall, accessToken: string): Promise<ThirdPartyResponse> {
    return this.grant.http.request({
      method: call.method,
      url: `${this.baseUrl}${call.path}`,
      operation: call.operation,
      maxWaitMs: call.maxWaitMs,
      headroom: this.headroomOf(call.operation),
      allowanceFromAnswer: (response) => statedAllowance(call.operation, response.headers['x-amzn-ratelimit-limit']),
      query: call.query,
      body: call.body,
      headers: {
        'x-amz-access-token': accessToken,
        'x-amz-date': amzDate(),
        'user-agent': 'Tezgah/1.0 (Language=TypeScript)',
        accept: 'application/json',
        ...(call.body && { 'content-type': 'application/json' }),
      },
    });
  }
}

/** SP-API's `{errors: [{code, message}]}` in one line, for logs. */
export function describeErrors(body: unknown): string {
  const errors = (body as { errors?: Array<{ code?: string; message?: string }> } | null)?.errors;
  return Array.isArray(errors) ? errors.map((error) => `${error.code}: ${error.message}`).join('; ') : String(body).slice(0, 200);
}

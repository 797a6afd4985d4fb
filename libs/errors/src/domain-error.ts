import { ERROR_STATUS, type ErrorCode, type ErrorDetails, type WireError } from '@tezgah/contracts';

/**
 * The one error type services throw. Transport-neutral: the gateway renders it as the spec's
 * envelope, request/reply carries it as a WireError.
 */
export class DomainError extends Error {
  readonly status: number;

  /**
   * `internal` says, for the logs and the on-call engineer, what happened (`message` is the code
   * followed by it); it never crosses a transport nor reaches a caller, who gets the code's Turkish text.
   */
  constructor(
    readonly code: ErrorCode,
    readonly details?: ErrorDetails,
    readonly retryAfter?: number,
    internal?: string,
  ) {
    super(internal ? `${code}: ${internal}` : code);
    this.name = 'DomainError';
    this.status = ERROR_STATUS[code];
  }

  toWire(): WireError {
    const wire: WireError = { code: this.code, status: this.status };
    if (this.details) wire.details = this.details;
    if (this.retryAfter !== undefined) wire.retry_after = this.retryAfter;
    return wire;
  }

  static fromWire(wire: WireError): DomainError {
    const code = wire.code in ERROR_STATUS ? wire.code : 'server.internal';
    return new DomainError(code, wire.details, wire.retry_after);
  }
}

/** Any thrown value as a WireError; unknown errors become `server.internal` (their text is not sent). */
export function toWireError(error: unknown): WireError {
  return error instanceof DomainError ? error.toWire() : { code: 'server.internal', status: 500 };
}

export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WireError).code === 'string' &&
    typeof (value as WireError).status === 'number'
  );
}

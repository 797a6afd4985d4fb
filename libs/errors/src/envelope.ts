import { ERROR_MESSAGES_TR, type ErrorCode, type ErrorDetails } from '@tezgah/contracts';
import { DomainError } from './domain-error';

/** The spec's error body. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    details?: ErrorDetails;
    request_id: string;
    retry_after?: number;
  };
}

/** Renders any error as the envelope; what is not a DomainError is `server.internal`, with no detail. */
export function toEnvelope(error: unknown, requestId: string): { status: number; body: ErrorEnvelope } {
  const domain = error instanceof DomainError ? error : new DomainError('server.internal');
  const body: ErrorEnvelope = {
    error: { code: domain.code, message: ERROR_MESSAGES_TR[domain.code], request_id: requestId },
  };
  if (domain.details) body.error.details = domain.details;
  if (domain.retryAfter !== undefined) body.error.retry_after = domain.retryAfter;
  return { status: domain.status, body };
}

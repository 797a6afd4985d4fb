import { DomainError } from '@tezgah/errors';

/** A failure as an operator and a seller read it on the invoice (`last_error`, `invoice.failed`): the code and the first reason given. */
export function failureText(error: unknown): string {
  if (error instanceof DomainError) {
    const reason = problemsOf(error)
      .map((problem) => problem.message)
      .find(Boolean);
    return reason ? `${error.code}: ${reason}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A provider's refusal of the data (decisions §16): final for this document, unlike a failure to reach it. */
export function isRefusal(error: unknown): error is DomainError {
  return error instanceof DomainError && error.code === 'business.invalid';
}

/** The `{code, message}` problems of a DomainError's details, whatever field they name. */
export function problemsOf(error: DomainError, field?: string): Array<{ code?: string; message?: string }> {
  const details = error.details ?? {};
  const lists = field === undefined ? Object.values(details) : [details[field]];
  return lists.flatMap((list) => (Array.isArray(list) ? (list as Array<{ code?: string; message?: string }>) : []));
}

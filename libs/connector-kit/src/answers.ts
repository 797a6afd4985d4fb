import type { DomainError } from '@tezgah/errors';
import type { ThirdPartyResponse } from '@tezgah/third-party';
import type { z } from 'zod';

export interface AnswerContext {
  /** Names the marketplace in the fault's text (logs only). */
  marketplace: string;
  operation: string;
  /** The marketplace's refusal of the seller's credentials for this status, if it is one. */
  refused(status: number): DomainError | undefined;
  /** Says what the answer should have followed (default: its expected shape). */
  shape?: string;
}

/**
 * A marketplace's 2xx answer in the shape `answer` describes. A refusal of the credentials is the
 * connector's (`refused`); any other status or shape is a fault of ours or theirs, thrown as is.
 */
export function readAnswer<T extends z.ZodType>(response: ThirdPartyResponse, answer: T, context: AnswerContext): z.infer<T> {
  const refusal = context.refused(response.status);
  if (refusal) throw refusal;
  const where = `${context.marketplace} ${context.operation}`;
  if (response.status < 200 || response.status >= 300) throw new Error(`${where}: unexpected answer ${response.status}`);
  const parsed = answer.safeParse(response.body);
  if (!parsed.success) throw new Error(`${where}: ${context.shape ?? 'unexpected answer shape'} (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

import { ERROR_MESSAGES_TR, type LabelBatchRejection, noticeMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';

/**
 * An order a batch could not label, as the bulk import reports rejections: the error's code, the
 * field its details name first (`order_id` when none), and its Turkish message.
 */
export function rejectionOf(index: number, orderId: string, error: unknown): LabelBatchRejection {
  if (!(error instanceof DomainError)) {
    return { index, order_id: orderId, code: 'server.internal', field: 'order_id', message: noticeMessage('label_batch_order_failed') };
  }
  const [field, problems] = Object.entries(error.details ?? {})[0] ?? ['order_id', []];
  const problem = Array.isArray(problems) ? (problems[0] as { code?: string; message?: string } | undefined) : undefined;
  return { index, order_id: orderId, code: error.code, field, message: problem?.message ?? ERROR_MESSAGES_TR[error.code] };
}

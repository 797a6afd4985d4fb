import { Inject, Injectable } from '@nestjs/common';
import { type RequestContext, TrendyolListQuestions } from '@tezgah/contracts';
import { RPC_TRANSPORT, type RpcTransport } from '@tezgah/messaging';
import { createLogger } from '@tezgah/observability';
import { LRUCache } from 'lru-cache';

/** A question counts once its answer is due within this (Trendyol gives 24 hours), or overdue while still waiting. */
export const QUESTION_NEAR_DEADLINE_MS = 6 * 3_600_000;
/** How long a tenant's count is reused: one call to Trendyol (its questions are read over two weeks) per tenant and gateway per 5 minutes. */
const FRESH_MS = 5 * 60_000;
/** A failed read is asked again sooner. */
const FAILED_FRESH_MS = 60_000;
/** The attention counts must not wait on Trendyol's retries. */
const READ_TIMEOUT_MS = 5_000;
const TENANTS_KEPT = 10_000;

/**
 * Trendyol's questions waiting for an answer near their deadline (the sub-interface's
 * `GET /marketplaces/trendyol/questions`), counted for the home page. The open attention streams
 * read the counts every 10 s, so the count is kept per tenant for a while; null while Trendyol
 * cannot be read.
 */
@Injectable()
export class WaitingQuestions {
  private readonly logger = createLogger('gateway.attention');
  private readonly counts = new LRUCache<string, { value: Promise<number | null>; until: number }>({ max: TENANTS_KEPT });

  constructor(@Inject(RPC_TRANSPORT) private readonly rpc: RpcTransport) {}

  nearDeadline(ctx: RequestContext): Promise<number | null> {
    const kept = this.counts.get(ctx.tenant_id);
    if (kept && kept.until > Date.now()) return kept.value;
    const entry = { value: this.read(ctx, () => (entry.until = Date.now() + FAILED_FRESH_MS)), until: Date.now() + FRESH_MS };
    this.counts.set(ctx.tenant_id, entry);
    return entry.value;
  }

  private async read(ctx: RequestContext, failed: () => void): Promise<number | null> {
    try {
      const { questions } = await this.rpc.request(
        TrendyolListQuestions,
        ctx,
        { status: 'WAITING_FOR_ANSWER' },
        { timeoutMs: READ_TIMEOUT_MS },
      );
      const dueBy = Date.now() + QUESTION_NEAR_DEADLINE_MS;
      return questions.filter((question) => question.answer_deadline !== null && Date.parse(question.answer_deadline) <= dueBy).length;
    } catch (error) {
      this.logger.warn({ err: error, tenant: ctx.tenant_id }, 'could not read the waiting Trendyol questions');
      failed();
      return null;
    }
  }
}

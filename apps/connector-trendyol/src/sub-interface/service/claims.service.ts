import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RequestContext, TrendyolClaim, TrendyolClaimDecision } from '@tezgah/contracts';
import { fieldMessage } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import type { TrendyolApi } from '../../trendyol/trendyol-api';
import { refusal, takeWrite, TrendyolSessions } from '../trendyol-session';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';

const claimSchema = z.object({
  id: z.string(),
  orderNumber: z.union([z.string(), z.number()]).transform(String),
  claimDate: z.number(),
  items: z.array(
    z.object({
      orderLine: z.object({ id: z.number() }),
      claimItems: z.array(
        z.object({
          id: z.string(),
          customerClaimItemReason: z.object({ name: z.string() }).nullish(),
          claimItemStatus: z.object({ name: z.string() }),
          customerNote: z.string().nullish(),
        }),
      ),
    }),
  ),
});
type TrendyolApiClaim = z.infer<typeof claimSchema>;
const claimsPageSchema = z.object({ totalPages: z.number(), content: z.array(claimSchema) });
const CLAIMS_PATH = '/order/sellers/{sellerId}/claims';
/** createClaimIssue's "Diğer": the returned product goes to Trendyol's analysis. */
const DEFAULT_REJECT_REASON = 451;
const PAGE_SIZE = 200;

/**
 * `GET /marketplaces/trendyol/claims` and `PATCH …/claims/{claim_id}`: Trendyol's claims, one per
 * return request, their items as order lines with quantities. A decision is taken only while the
 * return waits for the seller (WaitingInAction); approve accepts every item
 * (approveClaimLineItems), reject opens Trendyol's dispute (createClaimIssue) with the evidence
 * attached; a claim left undecided is accepted by Trendyol after 48 hours.
 */
@Injectable()
export class ClaimsService {
  constructor(private readonly sessions: TrendyolSessions) {}

  async list(query: { status?: string; start?: string; end?: string }, ctx: RequestContext): Promise<{ claims: TrendyolClaim[] }> {
    const { api } = await this.sessions.open(ctx);
    const claims: TrendyolClaim[] = [];
    for (let page = 0; ; page++) {
      const answer = await api.read(claimsPageSchema, OP.getClaims, CLAIMS_PATH, {
        claimItemStatus: query.status,
        startDate: query.start ? Date.parse(query.start) : undefined,
        endDate: query.end ? Date.parse(query.end) : undefined,
        page,
        size: PAGE_SIZE,
      });
      claims.push(...answer.content.map(claimOf));
      if (page + 1 >= answer.totalPages) return { claims };
    }
  }

  async decide(decision: TrendyolClaimDecision, ctx: RequestContext): Promise<TrendyolClaim> {
    if (decision.decision === 'reject' && !decision.evidence_url) {
      throw new DomainError('validation.failed', {
        evidence_url: [{ code: 'required', message: fieldMessage('trendyol_claim_evidence_required') }],
      });
    }
    const { api } = await this.sessions.open(ctx);
    const claim = await this.find(api, decision.claim_id);
    const items = claim.items.flatMap((line) => line.claimItems);
    const notWaiting = items.find((item) => item.claimItemStatus.name !== 'WaitingInAction');
    if (notWaiting) throw refusal('claim_id', 'trendyol_claim_not_waiting', { status: notWaiting.claimItemStatus.name });
    const ids = items.map((item) => item.id);
    if (decision.decision === 'approve') {
      const response = await api.send(OP.approveClaimLineItems, 'PUT', `${CLAIMS_PATH}/${claim.id}/items/approve`, {
        body: { claimLineItemIdList: ids, params: {} },
      });
      takeWrite(OP.approveClaimLineItems, response, 'decision');
    } else {
      const boundary = `tezgah${randomBytes(12).toString('hex')}`;
      const response = await api.send(OP.createClaimIssue, 'POST', `${CLAIMS_PATH}/${claim.id}/issue`, {
        query: {
          claimIssueReasonId: decision.reason_id ?? DEFAULT_REJECT_REASON,
          claimItemIdList: ids.join(','),
          description: (decision.note ?? '').slice(0, 500),
        },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: evidenceForm(boundary, decision),
        retries: 0,
      });
      takeWrite(OP.createClaimIssue, response, 'decision');
    }
    return claimOf(await this.find(api, claim.id));
  }

  private async find(api: TrendyolApi, claimId: string): Promise<TrendyolApiClaim> {
    const answer = await api.read(claimsPageSchema, OP.getClaims, CLAIMS_PATH, { claimIds: claimId });
    const claim = answer.content.find((candidate) => candidate.id === claimId);
    if (!claim) throw new DomainError('resource.not_found');
    return claim;
  }
}

/**
 * The rejection's attachment: a text file naming the evidence (its URL and the seller's note).
 * Tezgah does not download what a URL points at on a seller's behalf; the evidence stays there.
 */
function evidenceForm(boundary: string, decision: TrendyolClaimDecision): string {
  const content = `Kanıt: ${decision.evidence_url}\n${decision.note ?? ''}\n`;
  return [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="kanit.txt"',
    'Content-Type: text/plain; charset=utf-8',
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** A claim in the spec's shape: its status the least advanced of its items', its lines with the units sent back. */
function claimOf(claim: TrendyolApiClaim): TrendyolClaim {
  const items = claim.items.flatMap((line) => line.claimItems);
  return {
    claim_id: claim.id,
    order_number: claim.orderNumber,
    reason: items[0]?.customerClaimItemReason?.name ?? '',
    status: items[0]?.claimItemStatus.name ?? 'Created',
    items: claim.items.map((line) => ({ line_id: line.orderLine.id, quantity: line.claimItems.length })),
    customer_note: items.find((item) => item.customerNote)?.customerNote ?? null,
    created_at: new Date(claim.claimDate).toISOString(),
  };
}

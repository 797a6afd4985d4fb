import { answer, CTX, fakeTrendyol } from '../../../test/trendyol.fakes';
import { ClaimsService } from './claims.service';

const claim = (status: string, fields: Record<string, unknown> = {}) => ({
  id: 'c-1',
  orderNumber: 9001,
  claimDate: Date.parse('2026-03-05T09:00:00Z'),
  items: [
    {
      orderLine: { id: 501 },
      claimItems: [
        { id: 'ci-1', customerClaimItemReason: { name: 'Beden uymadı' }, claimItemStatus: { name: status }, customerNote: null },
        { id: 'ci-2', customerClaimItemReason: { name: 'Beden uymadı' }, claimItemStatus: { name: status }, customerNote: 'küçük geldi' },
      ],
    },
  ],
  ...fields,
});
const page = (content: object[], totalPages = 1) => answer(200, { totalPages, content });

describe('ClaimsService', () => {
  function setUp() {
    const trendyol = fakeTrendyol();
    return { trendyol, service: new ClaimsService(trendyol.sessions) };
  }

  it("reads every page and shows each claim in the spec's shape: its lines with the units sent back", async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getClaims', page([claim('WaitingInAction')], 2), page([claim('Accepted', { id: 'c-2' })], 2));
    const { claims } = await service.list({ status: 'WaitingInAction', start: '2026-03-01T00:00:00Z' }, CTX);
    expect(trendyol.calls('getClaims').map((call) => call.query)).toEqual([
      expect.objectContaining({ claimItemStatus: 'WaitingInAction', startDate: Date.parse('2026-03-01T00:00:00Z'), page: 0 }),
      expect.objectContaining({ page: 1 }),
    ]);
    expect(claims.map((c) => c.claim_id)).toEqual(['c-1', 'c-2']);
    expect(claims[0]).toEqual({
      claim_id: 'c-1',
      order_number: '9001',
      reason: 'Beden uymadı',
      status: 'WaitingInAction',
      items: [{ line_id: 501, quantity: 2 }],
      customer_note: 'küçük geldi',
      created_at: '2026-03-05T09:00:00.000Z',
    });
  });

  it('approves every item of a waiting claim and answers the claim as Trendyol then has it', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getClaims', page([claim('WaitingInAction')]), page([claim('Accepted')]));
    trendyol.on('approveClaimLineItems', answer(200));
    const decided = await service.decide({ claim_id: 'c-1', decision: 'approve' }, CTX);
    expect(trendyol.calls('approveClaimLineItems')[0]).toMatchObject({
      method: 'PUT',
      url: 'http://trendyol.test/integration/order/sellers/1001/claims/c-1/items/approve',
      body: { claimLineItemIdList: ['ci-1', 'ci-2'], params: {} },
    });
    expect(decided.status).toBe('Accepted');
  });

  it('rejects with a dispute carrying the evidence as a text file, the reason defaulting to analysis', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('getClaims', page([claim('WaitingInAction')]));
    trendyol.on('createClaimIssue', answer(200));
    await service.decide({ claim_id: 'c-1', decision: 'reject', evidence_url: 'https://kanit.test/1.jpg', note: 'sağlam gönderildi' }, CTX);
    const [issue] = trendyol.calls('createClaimIssue');
    expect(issue.query).toEqual({ claimIssueReasonId: 451, claimItemIdList: 'ci-1,ci-2', description: 'sağlam gönderildi' });
    expect(issue.retries).toBe(0);
    const boundary = /boundary=(\S+)/.exec(String(issue.headers?.['content-type']))?.[1];
    expect(issue.body).toContain(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kanit.txt"`);
    expect(issue.body).toContain('Kanıt: https://kanit.test/1.jpg\nsağlam gönderildi');
  });

  it('refuses a rejection without evidence, a claim no longer waiting, and an unknown one', async () => {
    const { trendyol, service } = setUp();
    await expect(service.decide({ claim_id: 'c-1', decision: 'reject' }, CTX)).rejects.toMatchObject({
      code: 'validation.failed',
      details: { evidence_url: [expect.objectContaining({ code: 'required' })] },
    });
    expect(trendyol.calls()).toEqual([]);
    trendyol.on('getClaims', page([claim('Accepted')]), page([]));
    await expect(service.decide({ claim_id: 'c-1', decision: 'approve' }, CTX)).rejects.toMatchObject({
      code: 'business.invalid',
      details: { claim_id: [expect.objectContaining({ code: 'trendyol_claim_not_waiting' })] },
    });
    await expect(service.decide({ claim_id: 'c-1', decision: 'approve' }, CTX)).rejects.toMatchObject({ code: 'resource.not_found' });
    expect(trendyol.calls('approveClaimLineItems')).toEqual([]);
  });
});

import type { RequestContext, TrendyolQuestion } from '@tezgah/contracts';
import { fakeRpcTransport } from '@tezgah/testing/unit';
import { WaitingQuestions } from './waiting-questions.service';

const HOUR = 3_600_000;
const ctx = (tenant_id: string) => ({ tenant_id }) as RequestContext;
const question = (answerDueInMs: number | null): TrendyolQuestion => ({
  question_id: 1,
  barcode: null,
  product_name: null,
  text: 'Beden tablosu var mı?',
  status: answerDueInMs === null ? 'ANSWERED' : 'WAITING_FOR_ANSWER',
  created_at: new Date().toISOString(),
  answer_deadline: answerDueInMs === null ? null : new Date(Date.now() + answerDueInMs).toISOString(),
  answer: null,
});

describe('WaitingQuestions', () => {
  it('counts the waiting questions due within 6 hours or overdue, asking Trendyol once per tenant while the count is fresh', async () => {
    const rpc = fakeRpcTransport();
    rpc.request.mockResolvedValue({ questions: [question(-HOUR), question(2 * HOUR), question(7 * HOUR), question(null)] });
    const sut = new WaitingQuestions(rpc);
    expect(await Promise.all([sut.nearDeadline(ctx('t1')), sut.nearDeadline(ctx('t1'))])).toEqual([2, 2]);
    expect(await sut.nearDeadline(ctx('t1'))).toBe(2);
    expect(rpc.request).toHaveBeenCalledTimes(1);
    expect(rpc.request.mock.calls[0][2]).toEqual({ status: 'WAITING_FOR_ANSWER' });
    await sut.nearDeadline(ctx('t2'));
    expect(rpc.request).toHaveBeenCalledTimes(2);
  });

  it('answers null while Trendyol cannot be read, and asks again after a minute', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const rpc = fakeRpcTransport();
      rpc.request.mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue({ questions: [question(HOUR)] });
      const sut = new WaitingQuestions(rpc);
      expect(await sut.nearDeadline(ctx('t1'))).toBeNull();
      expect(await sut.nearDeadline(ctx('t1'))).toBeNull();
      jest.advanceTimersByTime(61_000);
      expect(await sut.nearDeadline(ctx('t1'))).toBe(1);
      expect(rpc.request).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

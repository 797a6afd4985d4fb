import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTrendyolError } from './trendyol-errors';
import { pageOf, parseOr400, queryInt } from './trendyol.query';
import type { Question, TrendyolMarketplace } from './trendyol-state';

const DAY_MS = 86_400_000;
const STATUSES = ['WAITING_FOR_ANSWER', 'WAITING_FOR_APPROVE', 'ANSWERED', 'REPORTED', 'REJECTED'] as const;

const filterQuerySchema = z.object({
  barcode: z.string().optional(),
  status: z.enum(STATUSES).optional(),
  startDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  endDate: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  orderByField: z.enum(['PackageLastModifiedDate', 'CreatedDate']).default('CreatedDate'),
  orderByDirection: z.enum(['ASC', 'DESC']).default('DESC'),
  supplierId: z.string().optional(),
  page: queryInt(0, 100_000).default(0),
  size: queryInt(1, Number.MAX_SAFE_INTEGER).default(50),
});
/** "The reply message must be a minimum of 10 characters and a maximum of 2000 characters." */
const answerSchema = z.object({ text: z.string().min(10).max(2000) });

type QuestionParams = { Params: { sellerId: string; id: string } };

/** A question as questionsFilter and questionsFilterById show it (docs "Getting Customer Questions"). */
export function questionContent(question: Question, supplierId: string) {
  return {
    id: question.id,
    text: question.text,
    status: question.status,
    creationDate: question.creationDate,
    customerId: question.customerId,
    userName: question.userName,
    showUserName: question.showUserName,
    productName: question.productName,
    imageUrl: '',
    webUrl: `https://www.trendyol.com/sr?q=${encodeURIComponent(question.barcode)}&mid=${supplierId}`,
    public: question.status === 'ANSWERED',
    answer: question.answer,
    answeredDateMessage: question.answer ? '' : null,
    rejectedAnswer: null,
    rejectedDate: null,
    reason: null,
    reportReason: null,
    reportedDate: null,
  };
}

/**
 * questionsFilter (a week by default, two weeks at most), questionsFilterById and createAnswer
 * (10 to 2000 characters, once, for a question waiting for its answer). An answer is published
 * at once: the sandbox has no moderator (ANSWERED).
 */
export function questionRoutes(marketplace: TrendyolMarketplace) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<{ Params: { sellerId: string } }>('/integration/qna/sellers/:sellerId/questions/filter', async (request, reply) => {
      const query = await parseOr400(filterQuerySchema, request.query, reply);
      if (!query) return reply;
      const now = Date.now();
      const end = query.endDate ?? (query.startDate === undefined ? now : query.startDate + 14 * DAY_MS);
      const start = query.startDate ?? end - 7 * DAY_MS;
      if (end - start > 14 * DAY_MS)
        return sendTrendyolError(reply, 400, 'date.range.exceeded', 'startDate ve endDate arasındaki fark en fazla 2 hafta olabilir.');
      const account = marketplace.account(request.params.sellerId, now);
      const direction = query.orderByDirection === 'ASC' ? 1 : -1;
      const matching = account.questions
        .filter(
          (question) =>
            question.creationDate >= start &&
            question.creationDate <= end &&
            (!query.status || question.status === query.status) &&
            (!query.barcode || question.barcode === query.barcode),
        )
        .sort((a, b) => direction * (a.creationDate - b.creationDate || a.id - b.id));
      const page = pageOf(matching, query.page, query.size);
      return { ...page, content: page.content.map((question) => questionContent(question, account.supplierId)) };
    });

    app.get<QuestionParams>('/integration/qna/sellers/:sellerId/questions/:id', async (request, reply) => {
      const account = marketplace.account(request.params.sellerId);
      const question = account.questions.find((candidate) => candidate.id === Number(request.params.id));
      if (!question) return sendTrendyolError(reply, 404, 'question.not.found', 'Soru bulunamadı.');
      return questionContent(question, account.supplierId);
    });

    app.post<QuestionParams>('/integration/qna/sellers/:sellerId/questions/:id/answers', async (request, reply) => {
      const body = await parseOr400(answerSchema, request.body, reply);
      if (!body) return reply;
      const question = marketplace
        .account(request.params.sellerId)
        .questions.find((candidate) => candidate.id === Number(request.params.id));
      if (!question) return sendTrendyolError(reply, 404, 'question.not.found', 'Soru bulunamadı.');
      if (question.status !== 'WAITING_FOR_ANSWER')
        return sendTrendyolError(reply, 400, 'question.already.answered', 'Bu soru cevap beklemiyor.');
      question.answer = { id: marketplace.nextNumber(), text: body.text, creationDate: Date.now(), hasPrivateInfo: false };
      question.status = 'ANSWERED';
      return reply.code(200).send();
    });
  };
}

import { Injectable } from '@nestjs/common';
import type { RequestContext, TrendyolQuestion } from '@tezgah/contracts';
import { DomainError } from '@tezgah/errors';
import { z } from 'zod';
import { refusal, takeWrite, TrendyolSessions } from '../trendyol-session';
import { TRENDYOL_OPERATIONS as OP } from '../../trendyol/trendyol-limits';

const questionSchema = z.object({
  id: z.number(),
  text: z.string(),
  status: z.string(),
  creationDate: z.number(),
  productName: z.string().nullish(),
  answer: z.object({ text: z.string(), creationDate: z.number() }).nullish(),
});
const pageSchema = z.object({ totalPages: z.number(), content: z.array(questionSchema) });
const DAY_MS = 86_400_000;
/** Questions have a 24-hour answer SLA (spec, Marketplace A limits). */
const ANSWER_SLA_MS = DAY_MS;
const PAGE_SIZE = 200;

/**
 * `GET /marketplaces/trendyol/questions` (the last two weeks, Trendyol's widest window; each
 * waiting question with `answer_deadline`, 24 hours after it was asked) and
 * `POST …/questions/{id}/answer` (10 to 2000 characters, once).
 */
@Injectable()
export class QuestionsService {
  constructor(private readonly sessions: TrendyolSessions) {}

  async list(query: { status?: string }, ctx: RequestContext): Promise<{ questions: TrendyolQuestion[] }> {
    const { api } = await this.sessions.open(ctx);
    const endDate = Date.now();
    const questions: TrendyolQuestion[] = [];
    for (let page = 0; ; page++) {
      const answer = await api.read(pageSchema, OP.questionsFilter, '/qna/sellers/{sellerId}/questions/filter', {
        status: query.status,
        startDate: endDate - 14 * DAY_MS,
        endDate,
        page,
        size: PAGE_SIZE,
      });
      questions.push(...answer.content.map(questionOf));
      if (page + 1 >= answer.totalPages) return { questions };
    }
  }

  async answer(request: { question_id: number; text: string }, ctx: RequestContext): Promise<TrendyolQuestion> {
    const { api } = await this.sessions.open(ctx);
    const path = `/qna/sellers/{sellerId}/questions/${request.question_id}`;
    const question = await api.send(OP.questionsFilterById, 'GET', path);
    if (question.status === 404) throw new DomainError('resource.not_found');
    takeWrite(OP.questionsFilterById, question, 'question_id');
    const current = questionSchema.parse(question.body);
    if (current.status !== 'WAITING_FOR_ANSWER') throw refusal('question_id', 'trendyol_question_not_waiting', { status: current.status });
    takeWrite(
      OP.createAnswer,
      await api.send(OP.createAnswer, 'POST', `${path}/answers`, { body: { text: request.text }, retries: 0 }),
      'text',
    );
    return questionOf(await api.read(questionSchema, OP.questionsFilterById, path, {}));
  }
}

function questionOf(question: z.infer<typeof questionSchema>): TrendyolQuestion {
  return {
    question_id: question.id,
    barcode: null,
    product_name: question.productName ?? null,
    text: question.text,
    status: question.status,
    created_at: new Date(question.creationDate).toISOString(),
    answer_deadline: question.status === 'WAITING_FOR_ANSWER' ? new Date(question.creationDate + ANSWER_SLA_MS).toISOString() : null,
    answer: question.answer ? { text: question.answer.text, created_at: new Date(question.answer.creationDate).toISOString() } : null,
  };
}

import type { SellerOf } from './ciceksepeti-api';
import type { FastifyInstance } from 'fastify';
import { asRecord, text } from '../shared/body-values';
import { refuse } from './ciceksepeti-errors';
import { CS_MAX } from './ciceksepeti-limits';
import { renderQuestion } from './ciceksepeti-shapes';
import type { CicekState } from './ciceksepeti-state';

/** The sandbox's category tree: a few leaves of Çiçeksepeti's, with their attributes (ids are our sandbox's). */
const CATEGORIES = [
  {
    id: 12001,
    name: 'Çiçek',
    parentCategoryId: null,
    subCategories: [
      { id: 12010, name: 'Buket', parentCategoryId: 12001, subCategories: [] },
      { id: 12020, name: 'Saksı Çiçekleri', parentCategoryId: 12001, subCategories: [] },
    ],
  },
  {
    id: 13001,
    name: 'Hediye',
    parentCategoryId: null,
    subCategories: [{ id: 13010, name: 'Çikolata', parentCategoryId: 13001, subCategories: [] }],
  },
];
const ATTRIBUTES: Record<number, unknown[]> = {
  12010: [
    {
      attributeId: 2000,
      attributeName: 'Renk',
      required: true,
      varianter: true,
      type: 'Ürün Özelliği',
      attributeValues: [
        { id: 2001, name: 'Kırmızı' },
        { id: 2002, name: 'Beyaz' },
      ],
    },
  ],
  12020: [],
  13010: [{ attributeId: 3000, attributeName: 'Gramaj', required: false, varianter: false, type: 'Ürün Özelliği', attributeValues: [] }],
};

/** Categories and their attributes, and the customers' questions with the seller's answers. */
export function catalogRoutes(app: FastifyInstance, state: CicekState, seller: SellerOf): void {
  app.get('/api/v1/Categories', async () => ({ categories: CATEGORIES }));

  app.get<{ Params: { id: string } }>('/api/v1/Categories/:id/attributes', async (request, reply) => {
    const id = Number(request.params.id);
    const attributes = ATTRIBUTES[id];
    if (!attributes) return refuse(reply, 'Kategori bulunamadı veya alt kategori değil.', 404);
    return { categoryId: id, categoryName: null, categoryAttributes: attributes };
  });

  app.get('/api/v1/sellerquestions', async (request, reply) => {
    const query = asRecord(request.query);
    const page = Number(query.Page ?? 1);
    const id = text(query.Id);
    const start = new Date(String(query.CreateStartDate));
    const end = new Date(String(query.CreateEndDate));
    const span = end.getTime() - start.getTime();
    if (!Number.isInteger(page) || page < 1) return refuse(reply, 'Page 1 veya büyük olmalıdır.');
    if (!id && (Number.isNaN(span) || span < 0 || span > CS_MAX.questionWindowMs)) {
      return refuse(reply, 'Id ya da CreateStartDate ile CreateEndDate verilmelidir; aralık en fazla 32 gün olabilir.');
    }
    const questions = state
      .account(seller(request))
      .questions.filter((q) => (id ? q.question_id === id : q.created_at >= start && q.created_at <= end))
      .map((q) => renderQuestion(state, q));
    const size = CS_MAX.questionPageSize;
    return { items: questions.slice((page - 1) * size, page * size), hasNextPage: page * size < questions.length };
  });

  app.put<{ Params: { id: string } }>('/api/v1/sellerquestions/:id', async (request, reply) => {
    const question = state.account(seller(request)).questions.find((q) => q.question_id === request.params.id);
    if (!question) return refuse(reply, 'Soru bulunamadı.', 404);
    const body = asRecord(request.body);
    const answer = text(body.answer);
    if (body.branchActionId === 1 && !answer) return refuse(reply, 'Cevap (answer) zorunludur.');
    state.answer(question.question_id, answer ?? '');
    return renderQuestion(state, question);
  });
}

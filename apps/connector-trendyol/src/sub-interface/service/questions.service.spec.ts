import { answer, CTX, fakeTrendyol, refused } from '../../../test/trendyol.fakes';
import { QuestionsService } from './questions.service';

const ASKED = Date.parse('2026-03-05T09:00:00Z');
const question = (status: string, fields: Record<string, unknown> = {}) => ({
  id: 42,
  text: 'Pamuklu mu?',
  status,
  creationDate: ASKED,
  productName: 'Tişört',
  ...fields,
});

describe('QuestionsService', () => {
  afterEach(() => jest.useRealTimers());
  function setUp() {
    const trendyol = fakeTrendyol();
    return { trendyol, service: new QuestionsService(trendyol.sessions) };
  }

  it('reads the last two weeks page by page, a waiting question due 24 hours after it was asked', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-03-06T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const { trendyol, service } = setUp();
    trendyol.on(
      'questionsFilter',
      answer(200, { totalPages: 2, content: [question('WAITING_FOR_ANSWER')] }),
      answer(200, { totalPages: 2, content: [question('ANSWERED', { id: 43, answer: { text: 'Evet', creationDate: ASKED + 60_000 } })] }),
    );
    const { questions } = await service.list({ status: 'WAITING_FOR_ANSWER' }, CTX);
    const [first, second] = trendyol.calls('questionsFilter').map((call) => call.query);
    expect(first).toMatchObject({
      status: 'WAITING_FOR_ANSWER',
      startDate: Date.parse('2026-02-20T00:00:00Z'),
      endDate: Date.parse('2026-03-06T00:00:00Z'),
      page: 0,
    });
    expect(second).toMatchObject({ page: 1 });
    expect(questions).toEqual([
      {
        question_id: 42,
        barcode: null,
        product_name: 'Tişört',
        text: 'Pamuklu mu?',
        status: 'WAITING_FOR_ANSWER',
        created_at: '2026-03-05T09:00:00.000Z',
        answer_deadline: '2026-03-06T09:00:00.000Z',
        answer: null,
      },
      expect.objectContaining({ question_id: 43, answer_deadline: null, answer: { text: 'Evet', created_at: '2026-03-05T09:01:00.000Z' } }),
    ]);
  });

  it('answers a waiting question once, without retrying the write, and shows it answered', async () => {
    const { trendyol, service } = setUp();
    trendyol.on(
      'questionsFilterById',
      answer(200, question('WAITING_FOR_ANSWER')),
      answer(200, question('ANSWERED', { answer: { text: 'Evet, %100 pamuk.', creationDate: ASKED } })),
    );
    trendyol.on('createAnswer', answer(200));
    const answered = await service.answer({ question_id: 42, text: 'Evet, %100 pamuk.' }, CTX);
    expect(trendyol.calls('createAnswer')[0]).toMatchObject({
      url: 'http://trendyol.test/integration/qna/sellers/1001/questions/42/answers',
      body: { text: 'Evet, %100 pamuk.' },
      retries: 0,
    });
    expect(answered).toMatchObject({ status: 'ANSWERED', answer: { text: 'Evet, %100 pamuk.' } });
  });

  it('refuses a question already answered, answers an unknown one 404, and passes on what Trendyol refuses', async () => {
    const { trendyol, service } = setUp();
    trendyol.on('questionsFilterById', answer(200, question('ANSWERED')), answer(404), answer(200, question('WAITING_FOR_ANSWER')));
    await expect(service.answer({ question_id: 42, text: 'Evet, pamuklu.' }, CTX)).rejects.toMatchObject({
      details: { question_id: [expect.objectContaining({ code: 'trendyol_question_not_waiting' })] },
    });
    await expect(service.answer({ question_id: 42, text: 'Evet, pamuklu.' }, CTX)).rejects.toMatchObject({ code: 'resource.not_found' });
    trendyol.on('createAnswer', refused('Yanıt uygunsuz'));
    await expect(service.answer({ question_id: 42, text: 'Evet, pamuklu.' }, CTX)).rejects.toMatchObject({
      details: { text: [expect.objectContaining({ message: expect.stringContaining('Yanıt uygunsuz') })] },
    });
  });
});

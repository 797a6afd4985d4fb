import {
  CatalogOutOfStockCount,
  InvoicesList,
  MarketplacesList,
  OrdersList,
  type RequestContext,
  WebhookDeliveriesList,
  WebhooksList,
} from '@tezgah/contracts';
import type { RpcTransport } from '@tezgah/messaging';
import { automock, fakeRpcTransport } from '@tezgah/testing/unit';
import { ATTENTION_WINDOW, AttentionService } from './attention.service';
import { WaitingQuestions } from './waiting-questions.service';

const ctx: RequestContext = { tenant_id: 'ten_a', user_id: 7, role: 'owner', request_id: 'req_1' };
const page = (total: number, data: unknown[] = []) => ({ data, pagination: { page: 1, per_page: 1, total, total_pages: total } });
const deliveries = (...statuses: string[]) =>
  page(
    statuses.length,
    statuses.map((status) => ({ status })),
  );

/** What the owning services answer, a tenant with some of everything unless a test says otherwise. */
interface Answers {
  orders: { created: number; processing: number };
  marketplaces: Array<{ slug: string; status: string }>;
  rejected: number;
  webhooks: Record<string, ReturnType<typeof deliveries>>;
  outOfStock: number;
}

describe(AttentionService.name, () => {
  let sut: AttentionService;
  let rpc: jest.Mocked<RpcTransport>;
  let questions: jest.Mocked<WaitingQuestions>;

  const answer = (extra: Partial<Answers> = {}) => {
    const answers: Answers = {
      orders: { created: 3, processing: 2 },
      marketplaces: [
        { slug: 'trendyol', status: 'connected' },
        { slug: 'hepsiburada', status: 'reauthorization_required' },
        { slug: 'amazon', status: 'reauthorization_required' },
        { slug: 'n11', status: 'disconnected' },
      ],
      rejected: 4,
      webhooks: { whk_1: deliveries('dead', 'delivered', 'dead'), whk_2: deliveries('pending', 'dead') },
      outOfStock: 6,
      ...extra,
    };
    rpc.request.mockImplementation(async (pattern, _ctx, input) => {
      const query = input as { status?: 'created' | 'processing'; webhook_id?: string };
      if (pattern === OrdersList) return page(answers.orders[query.status ?? 'created']);
      if (pattern === MarketplacesList) return answers.marketplaces;
      if (pattern === InvoicesList) return page(answers.rejected);
      if (pattern === WebhooksList) return Object.keys(answers.webhooks).map((id) => ({ id }));
      if (pattern === WebhookDeliveriesList) return answers.webhooks[query.webhook_id ?? ''];
      if (pattern === CatalogOutOfStockCount) return { count: answers.outOfStock };
      throw new Error(`unexpected request ${String(pattern)}`);
    });
  };

  beforeEach(() => {
    rpc = fakeRpcTransport();
    questions = automock(WaitingQuestions);
    questions.nearDeadline.mockResolvedValue(5);
    sut = new AttentionService(rpc, questions);
  });

  it('counts what needs the seller, each count from the service that owns it', async () => {
    answer();
    expect(await sut.read(ctx)).toEqual({
      orders_to_ship: 5,
      orders_to_prepare: 3,
      orders_preparing: 2,
      dead_deliveries: 3,
      rejected_invoices: 4,
      reauthorization_required: ['hepsiburada', 'amazon'],
      out_of_stock: 6,
      questions_near_deadline: 5,
    });
  });

  it('asks every service as the caller’s tenant, reading totals from one-row pages and each webhook’s newest deliveries', async () => {
    answer();
    await sut.read(ctx);
    expect(rpc.request).toHaveBeenCalledWith(OrdersList, ctx, { page: 1, per_page: 1, status: 'created' });
    expect(rpc.request).toHaveBeenCalledWith(OrdersList, ctx, { page: 1, per_page: 1, status: 'processing' });
    expect(rpc.request).toHaveBeenCalledWith(InvoicesList, ctx, { page: 1, per_page: 1, status: 'rejected' });
    for (const webhook_id of ['whk_1', 'whk_2']) {
      expect(rpc.request).toHaveBeenCalledWith(WebhookDeliveriesList, ctx, { webhook_id, page: 1, per_page: ATTENTION_WINDOW });
    }
    expect(rpc.request.mock.calls.every(([, asked]) => asked === ctx)).toBe(true);
    expect(questions.nearDeadline).toHaveBeenCalledWith(ctx);
  });

  it.each([
    ['no Trendyol connection', [{ slug: 'hepsiburada', status: 'connected' }]],
    ['a Trendyol connection waiting for a new grant', [{ slug: 'trendyol', status: 'reauthorization_required' }]],
  ])('counts no questions without asking Trendyol for %s', async (_, marketplaces) => {
    answer({ marketplaces });
    expect((await sut.read(ctx)).questions_near_deadline).toBe(0);
    expect(questions.nearDeadline).not.toHaveBeenCalled();
  });

  it('passes on null while Trendyol cannot be read, and counts no dead deliveries for a tenant without webhooks', async () => {
    answer({ webhooks: {} });
    questions.nearDeadline.mockResolvedValue(null);
    expect(await sut.read(ctx)).toMatchObject({ questions_near_deadline: null, dead_deliveries: 0 });
    expect(rpc.request).not.toHaveBeenCalledWith(WebhookDeliveriesList, expect.anything(), expect.anything());
  });
});

import { CARGO_PROVIDERS, fieldMessage, ORDER_STATUSES, REQUESTABLE_ORDER_STATUSES } from '@tezgah/contracts';
import { createValidationPipe } from '../../http/validation.pipe';
import { ListOrdersQuery } from './order-queries.dto';
import { OrderStatusDto } from './order-status.dto';

type Problems = Record<string, Array<{ code: string; message: string }>>;

const pipe = createValidationPipe();
const validate = (metatype: new () => object, type: 'query' | 'body', value: unknown) =>
  pipe.transform(value, { type, metatype }).then(
    (parsed: object) => ({ parsed: { ...parsed } }),
    (error: { code: string; details: Problems }) => ({ code: error.code, details: error.details }),
  );
const query = (value: Record<string, string>) => validate(ListOrdersQuery, 'query', value);
const body = (value: unknown) => validate(OrderStatusDto, 'body', value);

describe('GET /orders query', () => {
  it('accepts the filters and pages, with the defaults', async () => {
    expect(await query({})).toEqual({ parsed: { page: 1, per_page: 25 } });
    expect(
      await query({
        page: '2',
        per_page: '100',
        status: 'shipped',
        marketplace: 'ptt-avm',
        from_date: '2026-02-28',
        to_date: '2026-03-01',
      }),
    ).toEqual({
      parsed: { page: 2, per_page: 100, status: 'shipped', marketplace: 'ptt-avm', from_date: '2026-02-28', to_date: '2026-03-01' },
    });
    expect(await query({ from_date: '2026-03-01', to_date: '2026-03-01' })).toMatchObject({ parsed: { from_date: '2026-03-01' } });
  });

  it('refuses a status or marketplace outside the lists, and per_page above 100, in Turkish', async () => {
    expect(await query({ status: 'bogus', marketplace: 'ebay', per_page: '101' })).toEqual({
      code: 'validation.failed',
      details: {
        status: [{ code: 'one_of', message: fieldMessage('one_of', { values: ORDER_STATUSES }) }],
        marketplace: [expect.objectContaining({ code: 'one_of' })],
        per_page: [{ code: 'maximum', message: fieldMessage('maximum', { n: 100 }) }],
      },
    });
  });

  it('takes only real YYYY-MM-DD days', async () => {
    for (const day of ['2026-02-30', '2026-3-01', '01.03.2026', '2026-03-01T00:00:00Z', '']) {
      expect(await query({ to_date: day })).toEqual({
        code: 'validation.failed',
        details: { to_date: [expect.objectContaining({ message: fieldMessage('date') })] },
      });
    }
    expect(await query({ from_date: '2024-02-29' })).toMatchObject({ parsed: { from_date: '2024-02-29' } });
  });

  it('refuses a from_date after the to_date, on from_date', async () => {
    expect(await query({ from_date: '2026-03-02', to_date: '2026-03-01' })).toEqual({
      code: 'validation.failed',
      details: { from_date: [expect.objectContaining({ message: fieldMessage('date_range_reversed') })] },
    });
  });
});

describe('PATCH /orders/{id}/status body', () => {
  it('accepts a requestable status alone or with a tracking number and one of the seven carriers', async () => {
    expect(await body({ status: 'processing' })).toEqual({ parsed: { status: 'processing' } });
    expect(await body({ status: 'shipped', tracking_number: 'YK-1234567890', cargo_provider: 'yurtici' })).toEqual({
      parsed: { status: 'shipped', tracking_number: 'YK-1234567890', cargo_provider: 'yurtici' },
    });
  });

  it('requires the status and refuses the system ones (cancelled, returned, created)', async () => {
    expect(await body({})).toEqual({
      code: 'validation.failed',
      details: { status: [{ code: 'required', message: fieldMessage('required') }] },
    });
    for (const status of ['cancelled', 'returned', 'created']) {
      expect(await body({ status })).toEqual({
        code: 'validation.failed',
        details: { status: [{ code: 'one_of', message: fieldMessage('one_of', { values: REQUESTABLE_ORDER_STATUSES }) }] },
      });
    }
  });

  it('refuses an unknown carrier, a malformed or null tracking number, and unknown fields', async () => {
    expect(await body({ status: 'shipped', tracking_number: 'YK 1', cargo_provider: 'fedex', note: 'x' })).toEqual({
      code: 'validation.failed',
      details: {
        tracking_number: [expect.objectContaining({ message: fieldMessage('tracking_number_format') })],
        cargo_provider: [{ code: 'one_of', message: fieldMessage('one_of', { values: CARGO_PROVIDERS }) }],
        note: [{ code: 'unknown_field', message: fieldMessage('unknown_field') }],
      },
    });
    expect(await body({ status: 'shipped', tracking_number: null })).toMatchObject({
      details: { tracking_number: [expect.objectContaining({ code: 'not_null' })] },
    });
    expect(await body({ status: 'shipped', tracking_number: 'A'.repeat(65) })).toMatchObject({
      details: { tracking_number: [{ code: 'max_length' }] },
    });
  });
});

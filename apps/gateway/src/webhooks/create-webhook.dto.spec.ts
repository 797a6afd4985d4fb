import { fieldMessage, PUBLIC_EVENT_TYPES } from '@tezgah/contracts';
import { createValidationPipe } from '../http/validation.pipe';
import { CreateWebhookDto } from './dto/create-webhook.dto';

const pipe = createValidationPipe();
const validate = (value: unknown) =>
  pipe.transform(value, { type: 'body', metatype: CreateWebhookDto }).then(
    (body: CreateWebhookDto) => ({ body }),
    (error: { code: string; details: Record<string, { code: string }[]> }) => ({ code: error.code, details: error.details }),
  );
const codesOf = async (value: unknown) => {
  const result = await validate(value);
  return 'details' in result
    ? Object.fromEntries(Object.entries(result.details).map(([field, problems]) => [field, problems.map((p) => p.code)]))
    : {};
};

const valid = { url: 'https://example.com/hooks/tezgah', events: ['order.created'] };

describe('CreateWebhookDto', () => {
  it('accepts an https URL with known events, active optional', async () => {
    expect(await validate(valid)).toEqual({ body: expect.objectContaining(valid) });
    expect(await validate({ ...valid, active: false })).toEqual({ body: expect.objectContaining({ ...valid, active: false }) });
  });

  it('accepts hosts without a top-level domain, leaving private addresses to the dispatcher', async () => {
    expect(await codesOf({ ...valid, url: 'https://receiver:8443/hook' })).toEqual({});
    expect(await codesOf({ ...valid, url: 'https://127.0.0.1:8443/hook' })).toEqual({});
  });

  it('refuses an http URL with `https` alone, in Turkish', async () => {
    expect(await validate({ ...valid, url: 'http://example.com/hook' })).toEqual({
      code: 'validation.failed',
      details: { url: [{ code: 'https', message: fieldMessage('https') }] },
    });
    expect(await codesOf({ ...valid, url: 'ftp://example.com/hook' })).toEqual({ url: ['https'] });
  });

  it('refuses what is not a URL with `uri`', async () => {
    expect(await codesOf({ ...valid, url: 'not a url' })).toEqual({ url: ['uri'] });
    expect(await codesOf({ ...valid, url: 'example.com/hook' })).toEqual({ url: ['uri'] });
  });

  it('refuses a URL longer than 2048 characters', async () => {
    expect(await codesOf({ ...valid, url: `https://example.com/${'a'.repeat(2048)}` })).toEqual({ url: ['max_length'] });
  });

  it('refuses an unknown event type, listing the ten allowed', async () => {
    expect(await validate({ ...valid, events: ['order.created', 'inventory.synced'] })).toEqual({
      code: 'validation.failed',
      details: { events: [{ code: 'one_of', message: fieldMessage('one_of', { values: PUBLIC_EVENT_TYPES }) }] },
    });
  });

  it('requires at least one event', async () => {
    expect(await codesOf({ ...valid, events: [] })).toEqual({ events: ['min_items'] });
  });

  it('reports missing url and events as required', async () => {
    expect(await codesOf({})).toEqual({ url: ['required'], events: ['required'] });
  });

  it('refuses events that are not an array, and an active that is not a boolean', async () => {
    expect(await codesOf({ ...valid, events: 'order.created', active: 'yes' })).toEqual({
      events: expect.arrayContaining(['type_array']),
      active: ['type_boolean'],
    });
    expect(await codesOf({ ...valid, active: null })).toEqual({ active: ['not_null'] });
  });

  it('drops repeated events, keeping the first of each in order', async () => {
    const events = ['product.sold_out', 'order.created', 'product.sold_out', 'order.created'];
    expect(await validate({ ...valid, events })).toEqual({
      body: expect.objectContaining({ events: ['product.sold_out', 'order.created'] }),
    });
  });

  it('accepts all ten event types at once', async () => {
    expect(await codesOf({ ...valid, events: [...PUBLIC_EVENT_TYPES] })).toEqual({});
  });

  it('rejects unknown fields', async () => {
    expect(await codesOf({ ...valid, secret: 'whsec_mine' })).toEqual({ secret: ['unknown_field'] });
  });
});

import { DomainError, isWireError, toWireError } from './domain-error';
import { toEnvelope } from './envelope';
import { requestIdFrom } from './request-id';
import { FieldProblemCollector } from './validation';

describe('DomainError', () => {
  it('takes its HTTP status from the code', () => {
    expect(new DomainError('resource.conflict').status).toBe(409);
    expect(new DomainError('rate_limit.exceeded').status).toBe(429);
  });

  it('crosses a transport and comes back equal', () => {
    const original = new DomainError('rate_limit.exceeded', { a: [1] }, 12);
    const wire = JSON.parse(JSON.stringify(original.toWire()));
    expect(isWireError(wire)).toBe(true);
    const back = DomainError.fromWire(wire);
    expect([back.code, back.details, back.retryAfter, back.status]).toEqual(['rate_limit.exceeded', { a: [1] }, 12, 429]);
  });

  it('keeps its internal message for the logs and off the wire and the envelope', () => {
    const error = new DomainError('server.unavailable', undefined, undefined, 'no responder for catalog.products.list');
    expect(error.message).toBe('server.unavailable: no responder for catalog.products.list');
    expect(JSON.stringify(error.toWire())).not.toContain('responder');
    expect(JSON.stringify(toEnvelope(error, 'req_1').body)).not.toContain('responder');
  });

  it('hides what is not a DomainError behind server.internal', () => {
    expect(toWireError(new Error('secret stack detail'))).toEqual({ code: 'server.internal', status: 500 });
  });

  it('treats an unknown wire code as server.internal', () => {
    expect(DomainError.fromWire({ code: 'nope' as never, status: 418 }).code).toBe('server.internal');
  });
});

describe('toEnvelope', () => {
  it('renders the spec envelope with a Turkish message and the request id', () => {
    const { status, body } = toEnvelope(new DomainError('rate_limit.exceeded', undefined, 30), 'req_1');
    expect(status).toBe(429);
    expect(body.error).toEqual({
      code: 'rate_limit.exceeded',
      message: expect.stringContaining('İstek sınırı'),
      request_id: 'req_1',
      retry_after: 30,
    });
  });

  it('never leaks an unexpected error', () => {
    const { status, body } = toEnvelope(new TypeError('x is undefined at /src/app.ts:3'), 'req_2');
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('app.ts');
  });
});

describe('FieldProblemCollector', () => {
  it('maps field paths to Turkish problems', () => {
    const error = new FieldProblemCollector().add('title', 'max_length', { n: 100 }).add('title', 'type_string').toError();
    expect(error.details).toEqual({
      title: [
        { code: 'max_length', message: 'En fazla 100 karakter olmalıdır.' },
        { code: 'type_string', message: 'Metin olmalıdır.' },
      ],
    });
  });
});

describe('requestIdFrom', () => {
  it('keeps a well-formed caller id and replaces anything else', () => {
    expect(requestIdFrom('client-abc-123')).toBe('client-abc-123');
    expect(requestIdFrom('bad id with spaces')).toMatch(/^req_[0-9A-Z]{26}$/);
    expect(requestIdFrom(undefined)).toMatch(/^req_/);
    expect(requestIdFrom('x'.repeat(200))).toMatch(/^req_/);
  });
});

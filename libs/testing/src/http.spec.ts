import { parseBody, requestHeaders } from './http';

describe('parseBody', () => {
  it('parses JSON responses, whatever the charset parameter', () => {
    expect(parseBody('application/json; charset=utf-8', '{"a":1}')).toEqual({ a: 1 });
    expect(parseBody('application/problem+json', '[1]')).toEqual([1]);
  });

  it('leaves other bodies as text, broken JSON included, and empty ones undefined', () => {
    expect(parseBody('text/plain', 'hello')).toBe('hello');
    expect(parseBody('application/json', '{oops')).toBe('{oops');
    expect(parseBody('application/json', '')).toBeUndefined();
    expect(parseBody(null, 'x')).toBe('x');
  });
});

describe('requestHeaders', () => {
  it('sends the token as a bearer, the client address as X-Forwarded-For and JSON bodies as JSON', () => {
    expect(requestHeaders({ token: 't0k', ip: '198.18.0.1', body: {} })).toEqual({
      authorization: 'Bearer t0k',
      'x-forwarded-for': '198.18.0.1',
      'content-type': 'application/json',
    });
  });

  it('lets explicit headers win and sends nothing unasked', () => {
    expect(requestHeaders({})).toEqual({});
    expect(requestHeaders({ rawBody: '{', headers: { 'content-type': 'text/plain' } })).toEqual({ 'content-type': 'text/plain' });
  });
});

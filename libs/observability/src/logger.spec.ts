import { createLogger } from './logger';
import { runWithRequestId } from './request-context';
import { captureLines } from '../test/log-capture';

describe('createLogger', () => {
  it('writes JSON lines with the service name, an ISO time and a level label', () => {
    const { destination, lines } = captureLines();
    createLogger('catalog', 'info', { destination }).info({ product_id: 'p1' }, 'stock set');
    expect(lines[0]).toMatchObject({ service: 'catalog', level: 'info', msg: 'stock set', product_id: 'p1' });
    expect(lines[0]['time']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('adds the request id inside runWithRequestId, even after an await', async () => {
    const { destination, lines } = captureLines();
    const logger = createLogger('gateway', 'info', { destination });
    await runWithRequestId('req_123', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info('inside');
    });
    logger.info('outside');
    expect(lines[0]['request_id']).toBe('req_123');
    expect(lines[1]).not.toHaveProperty('request_id');
  });

  it('redacts secrets at the top level, one level down and in the authorization header', () => {
    const { destination, lines } = captureLines();
    createLogger('gateway', 'info', { destination }).info({
      password: 'p',
      body: { new_password: 'n', current_password: 'c', email: 'a@b.c' },
      tokens: { refresh_token: 'r', access_token: 'a' },
      credentials: { api_key: 'k', api_secret: 's', secret: 'x' },
      req: { headers: { authorization: 'Bearer t', accept: 'json' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['"p"', '"n"', '"c"', '"r"', '"a"', '"k"', '"s"', '"x"', 'Bearer']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ body: { email: 'a@b.c', new_password: '[redacted]' }, req: { headers: { accept: 'json' } } });
  });

  it("redacts a connection's credentials whole, and secrets two levels down", () => {
    const { destination, lines } = captureLines();
    createLogger('marketplaces', 'info', { destination }).info({
      payload: { credentials: { merchant_id: 'M-1', username: 'u-1', password: 'pw-1' }, slug: 'hepsiburada' },
      request: { grant: { refresh_token: 'Atzr|1' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['M-1', 'u-1', 'pw-1', 'Atzr|1']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ payload: { credentials: '[redacted]', slug: 'hepsiburada' } });
  });

  it('honours the level', () => {
    const { destination, lines } = captureLines();
    const logger = createLogger('jobs', 'warn', { destination });
    logger.info('dropped');
    logger.warn('kept');
    expect(lines.map((line) => line['msg'])).toEqual(['kept']);
  });
});

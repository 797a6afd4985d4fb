import Fastify from 'fastify';
import { MAX_STREAMS_PER_USER, streamChanges } from './live-stream';

describe('streamChanges', () => {
  it('sends the first state at once, then only changes, and ends when finished', async () => {
    const app = Fastify();
    const states = [1, 1, 2, 2, 3];
    let reads = 0;
    app.get('/stream', async (_request, reply) => {
      void reply.header('x-request-id', 'req_1');
      await streamChanges(
        reply,
        7,
        { n: 0 },
        {
          event: 'counter',
          everyMs: 1,
          read: async () => ({ n: states[Math.min(reads++, states.length - 1)] }),
          finished: (state) => state.n === 3,
        },
      );
    });
    const response = await app.inject({ url: '/stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['x-request-id']).toBe('req_1');
    expect(response.body).toBe(['{"n":0}', '{"n":1}', '{"n":2}', '{"n":3}'].map((data) => `event: counter\ndata: ${data}\n\n`).join(''));
    await app.close();
  });

  it(`refuses a user's stream beyond ${MAX_STREAMS_PER_USER} open ones with rate_limit.exceeded`, async () => {
    const app = Fastify();
    const release: (() => void)[] = [];
    let refused: unknown;
    app.get('/stream', async (_request, reply) => {
      try {
        await streamChanges(reply, 8, 0, {
          event: 'x',
          everyMs: 1,
          read: () => new Promise<number>((resolve) => release.push(() => resolve(1))),
          finished: (state) => state === 1,
        });
      } catch (error) {
        refused = error;
        return reply.code(429).send({});
      }
    });
    const open = Array.from({ length: MAX_STREAMS_PER_USER }, () => app.inject({ url: '/stream' }));
    while (release.length < MAX_STREAMS_PER_USER) await new Promise((resolve) => setTimeout(resolve, 1));
    expect((await app.inject({ url: '/stream' })).statusCode).toBe(429);
    expect(refused).toMatchObject({ code: 'rate_limit.exceeded' });
    release.forEach((done) => done());
    expect((await Promise.all(open)).map((response) => response.statusCode)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    await app.close();
  });
});

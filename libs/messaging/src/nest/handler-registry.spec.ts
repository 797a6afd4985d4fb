import { defineEvent, definePattern, type EventEnvelope } from '@tezgah/contracts';
import { HandlerRegistry } from './handler-registry';

const A = defineEvent<object>('a.happened');
const B = defineEvent<object>('b.happened');
const envelope = (type: string): EventEnvelope => ({
  id: 'evt_1',
  type,
  version: 1,
  tenant_id: 't',
  occurred_at: '2026-01-01T00:00:00.000Z',
  data: {},
});

describe('HandlerRegistry', () => {
  it('merges the handlers of one consumer into one subscription with the most patient maxAttempts', async () => {
    const registry = new HandlerRegistry();
    const calls: string[] = [];
    registry.addEvent({ consumer: 'c', events: [A], maxAttempts: 3 }, async () => calls.push('first'));
    registry.addEvent({ consumer: 'c', events: [A, B], maxAttempts: 7 }, async () => calls.push('second'));
    registry.addEvent({ consumer: 'd', events: [B] }, async () => calls.push('other'));

    const [c, d] = registry.eventConsumers();
    await c.handle(envelope('a.happened'));

    expect(c).toMatchObject({ queue: 'c', types: ['a.happened', 'b.happened'], maxAttempts: 7 });
    expect(d).toMatchObject({ queue: 'd', types: ['b.happened'], maxAttempts: undefined });
    expect(calls).toEqual(['first', 'second']);
  });

  it('refuses two handlers for one rpc pattern', () => {
    const registry = new HandlerRegistry();
    const pattern = definePattern<object, object>('x.y.z');
    registry.addRpc(pattern, async () => ({}));
    expect(() => registry.addRpc(pattern, async () => ({}))).toThrow('two @RpcHandler methods serve x.y.z');
  });
});

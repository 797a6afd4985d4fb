import { DeliveryScheduler } from './delivery-scheduler';
import type { DeliveryJob } from './deliveries.repository';

const job = (id: string, webhookId: string): DeliveryJob => ({
  id,
  webhookId,
  url: `https://receiver/${webhookId}`,
  secretSealed: 'sealed',
  eventType: 'product.stock_changed',
  body: '{}',
  roundAttempts: 0,
});

/** A scheduler whose attempts wait until the test releases them. */
function controlled(limits: { global: number; perEndpoint: number }) {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  const scheduler = new DeliveryScheduler(limits, (j) => {
    started.push(j.id);
    return new Promise<void>((resolve) => release.set(j.id, resolve));
  });
  const finish = async (id: string) => {
    release.get(id)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { scheduler, started, finish };
}

describe('DeliveryScheduler', () => {
  it('keeps at most perEndpoint attempts in flight to one webhook', async () => {
    const { scheduler, started, finish } = controlled({ global: 10, perEndpoint: 2 });
    scheduler.add(['a1', 'a2', 'a3', 'a4'].map((id) => job(id, 'slow')));
    expect(started).toEqual(['a1', 'a2']);
    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'a3']);
    expect(scheduler.size).toBe(3);
  });

  it('lets other webhooks through while one endpoint is stuck', async () => {
    const { scheduler, started } = controlled({ global: 10, perEndpoint: 2 });
    scheduler.add(Array.from({ length: 50 }, (_, i) => job(`s${i}`, 'stuck')));
    scheduler.add([job('f1', 'fast'), job('f2', 'fast')]);
    expect(started).toEqual(['s0', 's1', 'f1', 'f2']);
  });

  it('takes webhooks in turn under the global limit', async () => {
    const { scheduler, started, finish } = controlled({ global: 2, perEndpoint: 5 });
    scheduler.add([job('a1', 'a'), job('a2', 'a'), job('a3', 'a'), job('b1', 'b'), job('b2', 'b')]);
    expect(started).toEqual(['a1', 'b1']);
    await finish('a1');
    await finish('b1');
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('ignores a job it holds already, and hands back the unstarted ones on shutdown', async () => {
    const { scheduler, started, finish } = controlled({ global: 1, perEndpoint: 1 });
    scheduler.add([job('x1', 'w'), job('x2', 'w'), job('x1', 'w')]);
    expect(scheduler.size).toBe(2);
    expect(scheduler.takeQueued().map((j) => j.id)).toEqual(['x2']);
    const settled = scheduler.settled();
    await finish('x1');
    await settled;
    expect(started).toEqual(['x1']);
    expect(scheduler.size).toBe(0);
  });

  it('drops the queue of a deleted webhook', async () => {
    const { scheduler, started, finish } = controlled({ global: 1, perEndpoint: 1 });
    scheduler.add([job('d1', 'gone'), job('d2', 'gone'), job('k1', 'kept')]);
    scheduler.dropWebhook('gone');
    await finish('d1');
    expect(started).toEqual(['d1', 'k1']);
  });

  it('holds back whoever adds while it is full', async () => {
    const { scheduler, finish } = controlled({ global: 1, perEndpoint: 1 });
    scheduler.add([job('p1', 'w'), job('p2', 'w')]);
    let room = false;
    const waiting = scheduler.whenBelow(2).then(() => (room = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(room).toBe(false);
    await finish('p1');
    await waiting;
    expect(room).toBe(true);
  });
});

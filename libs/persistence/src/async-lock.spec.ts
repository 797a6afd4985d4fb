import { AsyncLock, LockTimeoutError } from './async-lock';

describe('AsyncLock', () => {
  it('hands the lock to waiters in arrival order', async () => {
    const lock = new AsyncLock();
    const order: number[] = [];
    const first = await lock.acquire(1000);
    const waiting = [1, 2, 3].map((n) =>
      lock.acquire(1000).then((unlock) => {
        order.push(n);
        unlock();
      }),
    );
    first();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
    expect(lock.isHeld).toBe(false);
  });

  it('gives up after the timeout and skips the waiter that gave up', async () => {
    const lock = new AsyncLock();
    const held = await lock.acquire(1000);
    await expect(lock.acquire(10, 'busy')).rejects.toEqual(new LockTimeoutError('busy'));
    const next = lock.acquire(1000);
    held();
    (await next)();
    expect(lock.isHeld).toBe(false);
  });

  it('ignores a second unlock', async () => {
    const lock = new AsyncLock();
    const unlock = await lock.acquire(1000);
    const other = lock.acquire(1000);
    unlock();
    unlock();
    const otherUnlock = await other;
    expect(lock.isHeld).toBe(true);
    otherUnlock();
    expect(lock.isHeld).toBe(false);
  });
});

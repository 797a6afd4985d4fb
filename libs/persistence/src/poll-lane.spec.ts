import type { DataSource } from 'typeorm';
import { PollLane, pollLaneOf } from './poll-lane';

describe(PollLane.name, () => {
  it('runs one poll at a time, in the order asked, and answers each its own result', async () => {
    const lane = new PollLane();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const poll = (n: number) =>
      lane.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        running--;
        return n * 10;
      });

    expect(await Promise.all([poll(1), poll(2), poll(3)])).toEqual([10, 20, 30]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3]);
  });

  it('gives the turn on after a poll that failed', async () => {
    const lane = new PollLane();
    await expect(lane.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lane.run(async () => 'next')).toBe('next');
  });

  it('is one lane per data source', () => {
    const a = {} as DataSource;
    const b = {} as DataSource;
    expect(pollLaneOf(a)).toBe(pollLaneOf(a));
    expect(pollLaneOf(a)).not.toBe(pollLaneOf(b));
  });
});

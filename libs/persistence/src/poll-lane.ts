import type { DataSource } from 'typeorm';
import { AsyncLock } from './async-lock';

/** Long enough for any poll behind a busy one; a timed-out poll is retried by its worker's back-off. */
const TURN_TIMEOUT_MS = 60_000;

/**
 * Where a process's background polls for due work take turns on one data source. Each poll is one
 * short statement or transaction; run side by side, they make the pool open a connection each
 * and keep it until it idles out, so a service with nothing to do would hold as many connections
 * as it has pollers. Taking turns, its polls need one. Work that was found runs outside the lane.
 */
export class PollLane {
  private readonly lock = new AsyncLock();

  async run<T>(poll: () => Promise<T>): Promise<T> {
    const unlock = await this.lock.acquire(TURN_TIMEOUT_MS, `no turn to poll the database within ${TURN_TIMEOUT_MS} ms`);
    try {
      return await poll();
    } finally {
      unlock();
    }
  }
}

const lanes = new WeakMap<DataSource, PollLane>();

/** The poll lane of `dataSource`, shared by every poller of the process that uses it. */
export function pollLaneOf(dataSource: DataSource): PollLane {
  let lane = lanes.get(dataSource);
  if (!lane) lanes.set(dataSource, (lane = new PollLane()));
  return lane;
}

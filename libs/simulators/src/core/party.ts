import { CallLog } from './call-log';
import { FaultQueue } from './fault-queue';
import type { Simulator } from './simulator';

/** A simulator with what the core keeps about it: the calls it received and the faults set for it. */
export interface Party {
  simulator: Simulator;
  calls: CallLog;
  faults: FaultQueue;
}

export function partyOf(simulator: Simulator, callCapacity: number): Party {
  return { simulator, calls: new CallLog(callCapacity), faults: new FaultQueue() };
}

/** The third party's own error body when its simulator has one, else `{errors: [{message}]}`. */
export function thirdPartyError(simulator: Simulator, status: number, message: string): unknown {
  return simulator.errorBody?.(status, message) ?? { errors: [{ message }] };
}

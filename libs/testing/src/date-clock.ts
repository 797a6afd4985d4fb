/**
 * Jest's fake timers with only `Date` faked: a spec sets or moves the clock the code reads,
 * while timers, ticks and the event loop stay real (servers, sockets and retries keep working).
 */
export const ONLY_DATE_FAKED: Pick<FakeTimersConfig, 'doNotFake'> = {
  doNotFake: [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ],
};

// An integration spec waits with `eventually` (libs/testing, 20 s unless told) for what happens
// asynchronously; its time-out is longer, so a wait that fails says what it awaited instead of
// Jest's bare "Exceeded timeout". Unit specs wait for nothing and keep Jest's 5 s; end-to-end
// specs have theirs in e2e/jest.config.js (30 s, above `until`'s 20 s).
if (expect.getState().testPath?.endsWith('.int.spec.ts')) jest.setTimeout(30_000);

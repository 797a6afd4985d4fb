/** Polls `check` until it holds or `timeoutMs` passes; integration tests wait on brokers this way. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

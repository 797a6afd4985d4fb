/**
 * Retries `check` until it passes: returns without throwing and not `false` (an assertion that
 * holds, or a condition that became true). Answers what `check` returned; past `timeoutMs` it
 * throws the last assertion's error, or says the condition stayed false. For what happens
 * asynchronously: events applied, workers run, a broker delivering.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 20_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<Exclude<T, false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let failure: unknown = new Error(`the condition stayed false for ${timeoutMs} ms`);
    try {
      const value = await check();
      if (value !== false) return value as Exclude<T, false>;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) throw failure;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A dependency the process needs before it takes traffic; resolves when usable, rejects otherwise. */
export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, string>;
}

const MAX_ERROR_TEXT = 200;

/** Runs every check at once; a check that neither resolves nor rejects within `timeoutMs` fails. */
export async function runReadinessChecks(checks: Record<string, ReadinessCheck>, timeoutMs: number): Promise<ReadinessReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await outcomeOf(check, timeoutMs)] as const),
  );
  return { ready: entries.every(([, outcome]) => outcome === 'ok'), checks: Object.fromEntries(entries) };
}

async function outcomeOf(check: ReadinessCheck, timeoutMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`timed out after ${timeoutMs} ms`), timeoutMs);
  });
  const run = Promise.resolve()
    .then(check)
    .then(
      () => 'ok',
      (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_TEXT) || 'failed',
    );
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Runs a benchmark with a stack of cleanups: whatever it started is stopped in reverse order,
// whether it returned or threw; a failing cleanup is logged and does not hide the others.
export async function withCleanups(ctx, work) {
  const cleanups = [];
  try {
    return await work((cleanup) => cleanups.push(cleanup));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => ctx.log(`cleanup: ${error.message}`));
  }
}

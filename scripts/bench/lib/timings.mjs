// Repeated one-off timings (one operation per round, not a sustained load): summarised by their
// median, which one slow round (a checkpoint, another process waking) does not move.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A row of the report's timing table: median, fastest and slowest round, and every round. */
export function timingRow(target, samplesMs) {
  return {
    target,
    medianMs: median(samplesMs),
    minMs: Math.min(...samplesMs),
    maxMs: Math.max(...samplesMs),
    samplesMs: samplesMs.map((ms) => Math.round(ms * 10) / 10),
  };
}

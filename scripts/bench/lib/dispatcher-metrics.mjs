// The webhook dispatcher's own Prometheus counters and gauges, read from its internal port.

/** One sample of `/metrics`: the value of a series by its name and labels as written there. */
async function sample(internalUrl) {
  const text = await (await fetch(`${internalUrl}/metrics`)).text();
  return (series, fallback) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)`, 'm').exec(text)?.[1] ?? fallback);
}

/** The dispatcher's attempts so far by outcome. */
export async function dispatcherAttempts(internalUrl) {
  const value = await sample(internalUrl);
  const count = (outcome) => value(`tezgah_webhook_attempts_total{outcome="${outcome}"}`, 0);
  return { delivered: count('delivered'), retry: count('retry'), dead: count('dead') };
}

/** The dispatcher's in-flight attempts and pending deliveries (its own gauges), or why they could not be read. */
export async function dispatcherGauges(internalUrl) {
  try {
    const value = await sample(internalUrl);
    return { inFlight: value('tezgah_webhook_in_flight', NaN), backlog: value('tezgah_webhook_backlog', NaN) };
  } catch (error) {
    return { error: error.message };
  }
}

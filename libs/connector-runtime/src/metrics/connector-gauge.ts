import type { ConnectorName } from '@tezgah/contracts';
import { getOrCreateGauge } from '@tezgah/observability';

/** Per gauge name, how each connector in this process reads its value (the single process runs all five). */
const readersByGauge = new Map<string, Map<ConnectorName, () => Promise<number | null>>>();

/**
 * A gauge labelled by connector whose value is read from the connector's own schema at each
 * scrape. `read` answering null removes the connector's series (nothing to measure). Returns the
 * function that stops reading (the connector stopped).
 */
export function connectorGauge(
  metric: { name: string; help: string },
  connector: ConnectorName,
  read: () => Promise<number | null>,
): () => void {
  let readers = readersByGauge.get(metric.name);
  if (!readers) {
    const ownReaders = new Map<ConnectorName, () => Promise<number | null>>();
    readers = ownReaders;
    readersByGauge.set(metric.name, ownReaders);
    getOrCreateGauge({
      ...metric,
      labelNames: ['connector'] as const,
      async collect() {
        for (const [name, readValue] of ownReaders) {
          // A connector shutting down must not fail the whole scrape.
          await readValue().then(
            (value) => (value === null ? this.remove({ connector: name }) : this.set({ connector: name }, value)),
            () => undefined,
          );
        }
      },
    });
  }
  const own = readers;
  own.set(connector, read);
  return () => {
    if (own.get(connector) === read) own.delete(connector);
  };
}

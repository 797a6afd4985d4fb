import type { EventEnvelope, EventType } from '@tezgah/contracts';
import { newId } from '@tezgah/contracts';
import { InProcessEventBus, InProcessRpcTransport } from '@tezgah/messaging';
import { createDatabase, dropDatabase, LOCAL, randomSuffix, type ServiceShape } from '@tezgah/testing';

const inProcessTransports = () => ({ rpc: new InProcessRpcTransport(), bus: new InProcessEventBus({ retry: { baseDelayMs: 10 } }) });

/** Real PostgreSQL (a throwaway database per start), in-process request/reply and events. */
export const postgresInProcess: ServiceShape = {
  name: 'PostgreSQL, in-process transports',
  start: async () => {
    const database = `tezgah_connector_runtime_${randomSuffix()}`;
    await createDatabase(database);
    return { target: { kind: 'postgres', url: LOCAL.postgres(database) }, ...inProcessTransports(), cleanup: () => dropDatabase(database) };
  },
};

/**
 * One throwaway database that every start shares, each with its own transports: replicas of a
 * connector service, or one started again after it stopped. `drop` removes it after the last.
 */
export function sharedPostgres(): { shape: ServiceShape; drop(): Promise<void> } {
  const database = `tezgah_connector_runtime_${randomSuffix()}`;
  let created: Promise<void> | undefined;
  return {
    shape: {
      name: 'PostgreSQL shared by replicas, in-process transports',
      start: async () => {
        created ??= createDatabase(database);
        await created;
        return { target: { kind: 'postgres', url: LOCAL.postgres(database) }, ...inProcessTransports(), cleanup: async () => undefined };
      },
    },
    drop: () => dropDatabase(database),
  };
}

export function eventEnvelope<D>(event: EventType<D>, tenant: string, data: D): EventEnvelope<D> {
  return { id: newId('evt'), type: event.type, version: event.version, tenant_id: tenant, occurred_at: new Date().toISOString(), data };
}

export { eventually } from '@tezgah/testing';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

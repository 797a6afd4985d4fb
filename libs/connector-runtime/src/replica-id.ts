import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** Names this replica in the leases it takes, so a lease is renewed or released only by its holder. */
export function replicaId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

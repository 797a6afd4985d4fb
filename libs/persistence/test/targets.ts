import type { DatabaseTarget } from '../src/database-target';
import { openPglite } from '../src/open-pglite';
import { createTestDatabase } from './postgres-database';

/** A database target for one spec file, and how to dispose of it. */
export interface TestTarget {
  target: DatabaseTarget;
  dispose(): Promise<void>;
}

export const TEST_TARGETS: Array<[name: string, open: () => Promise<TestTarget>]> = [
  [
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      return { target: { kind: 'postgres', url: database.url }, dispose: () => database.drop() };
    },
  ],
  [
    'PGlite',
    async () => {
      const db = await openPglite();
      return { target: { kind: 'pglite', db }, dispose: () => db.close() };
    },
  ],
];

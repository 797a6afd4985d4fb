import { baseConfigSchema, loadConfig } from '@tezgah/config';
import {
  closeDatabaseTarget,
  connectRetryFor,
  createServiceDataSource,
  databaseTargetFromConfig,
  initializeServiceDataSource,
  Transactions,
} from '@tezgah/persistence';
import type { DataSource } from 'typeorm';
import { identitySchema } from '../database/identity.schema';
import { IdentityAdmin } from '../identity/identity-admin';
import { IdentityRepository } from '../identity/identity.repository';
import { PasswordHasher } from '../identity/password-hasher';

/** The identity schema opened outside the server (migrated first): for the CLI and the migrate command. */
export interface IdentityContext {
  admin: IdentityAdmin;
  identity: IdentityRepository;
  /** Destroys the data source and closes the database (PGlite flushes). */
  close(): Promise<void>;
}

export async function openIdentity(): Promise<IdentityContext> {
  const config = loadConfig(baseConfigSchema);
  const target = await databaseTargetFromConfig(config);
  const db: DataSource = createServiceDataSource({ ...identitySchema, target });
  await initializeServiceDataSource(db, [], connectRetryFor(identitySchema.schema, target));
  const identity = new IdentityRepository(db);
  return {
    identity,
    admin: new IdentityAdmin(identity, new Transactions(db), new PasswordHasher()),
    close: async () => {
      await db.destroy();
      await closeDatabaseTarget(target);
    },
  };
}

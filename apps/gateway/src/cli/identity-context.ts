import { baseConfigSchema, loadConfig } from '@tezgah/config';
import { createServiceDataSource, databaseTargetFromConfig, initializeServiceDataSource } from '@tezgah/persistence';
import type { DataSource } from 'typeorm';
import { identitySchema } from '../database/identity.schema';
import { IdentityAdmin } from '../identity/identity-admin';
import { IdentityRepository } from '../identity/identity.repository';
import { PasswordHasher } from '../identity/password-hasher';

/** The identity schema opened outside the server (migrated first): for the CLI and the migrate command. */
export async function openIdentity(): Promise<{ db: DataSource; admin: IdentityAdmin; identity: IdentityRepository }> {
  const config = loadConfig(baseConfigSchema);
  const db = createServiceDataSource({ ...identitySchema, target: await databaseTargetFromConfig(config) });
  await initializeServiceDataSource(db);
  const identity = new IdentityRepository(db);
  return { db, identity, admin: new IdentityAdmin(identity, new PasswordHasher()) };
}

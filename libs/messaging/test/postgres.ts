import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '../src/database/messaging-entities';

export const DATABASE_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  dataSource: DataSource;
  schema: string;
  /** Another DataSource on the same schema: a second process (e.g. a second relay). */
  openAnother(): Promise<DataSource>;
  drop(): Promise<void>;
}

function dataSourceFor(schema: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url: DATABASE_URL,
    schema,
    entities: MESSAGING_ENTITIES,
    migrations: MESSAGING_MIGRATIONS,
    poolSize: 4,
  });
}

/** A uniquely named schema with the messaging migration applied, as a service schema would have. */
export async function openTestSchema(): Promise<TestSchema> {
  const schema = `msg_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const dataSource = dataSourceFor(schema);
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  await dataSource.runMigrations();
  const others: DataSource[] = [];
  return {
    dataSource,
    schema,
    openAnother: async () => {
      const other = await dataSourceFor(schema).initialize();
      others.push(other);
      return other;
    },
    drop: async () => {
      for (const other of others) await other.destroy();
      await dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
      await dataSource.destroy();
    },
  };
}

import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { connectRetryFor } from './connect-retry';
import { DATABASE_TARGET, type DatabaseTarget } from './database-target';
import { initializeServiceDataSource } from './initialize-service-data-source';
import { createServiceDataSource, type ServiceDatabaseOptions } from './service-data-source';
import { Transactions } from './transactions';

/** Closes the service's data source once everything that may still write (relays, consumers) has stopped. */
@Module({})
class ServiceDataSourceModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

@Module({})
export class PersistenceModule {
  /** Once per process, in its composition root: where every service's data source connects. */
  static forRoot(target: DatabaseTarget | Promise<DatabaseTarget>): DynamicModule {
    return {
      module: PersistenceModule,
      global: true,
      providers: [{ provide: DATABASE_TARGET, useFactory: () => target }],
      exports: [DATABASE_TARGET],
    };
  }

  /**
   * Imported by a service module: provides `DataSource` on the service's schema, migrated at start,
   * and `Transactions` on it (what services run their writes in). Not global, so each service module that imports it gets its own data source even when several
   * services share one Nest application.
   */
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: ServiceDataSourceModule,
      providers: [
        {
          provide: DataSource,
          inject: [DATABASE_TARGET],
          useFactory: async (target: DatabaseTarget) => {
            const dataSource = createServiceDataSource({ ...options, target });
            try {
              await initializeServiceDataSource(dataSource, options.extensions, connectRetryFor(options.schema, target));
            } catch (error) {
              if (dataSource.isInitialized) await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        },
        Transactions,
      ],
      exports: [DataSource, Transactions],
    };
  }
}

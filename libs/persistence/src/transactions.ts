import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * One open transaction, as a repository's write receives it: every statement on it commits or
 * rolls back together. Only repositories (and the outbox and inbox) run statements on it; a
 * service passes it along.
 */
export type Tx = EntityManager;

/**
 * The service's transactions, injectable so that a service needs no `DataSource` and a unit spec
 * can stand in one that just calls `work` with a fake handle (`fakeTransactions` in @tezgah/testing).
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

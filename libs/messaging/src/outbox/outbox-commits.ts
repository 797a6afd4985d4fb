import type { DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent } from 'typeorm';

/** Transactions that wrote to an outbox and have not committed yet. */
const writers = new WeakSet<QueryRunner>();

/** Notes that the transaction of `queryRunner` wrote events (called by `Outbox.addAll`). */
export function noteOutboxWrite(queryRunner: QueryRunner | undefined): void {
  if (queryRunner) writers.add(queryRunner);
}

/**
 * Calls `onCommit` each time a transaction of `dataSource` that wrote events commits (the outer
 * COMMIT, not a savepoint's release): the relay publishes them at once, whichever code wrote them.
 * Answers the function that stops it.
 */
export function onOutboxCommit(dataSource: DataSource, onCommit: () => void): () => void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit(event: TransactionCommitEvent): void {
      const runner = event.queryRunner;
      if (runner.isTransactionActive || !writers.has(runner)) return;
      writers.delete(runner);
      onCommit();
    },
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const at = dataSource.subscribers.indexOf(subscriber);
    if (at >= 0) dataSource.subscribers.splice(at, 1);
  };
}

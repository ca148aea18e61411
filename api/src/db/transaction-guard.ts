import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A query sent on the database handle itself by code running inside one of its transactions
 * (`db` where `tx` was meant). On PGlite, one connection, it waits for the transaction to end,
 * and the transaction waits for it: the request hangs for good. On a server it runs on another
 * connection, outside the transaction: it does not see the transaction's writes, and is not
 * undone with it. A mistake on both engines, so both refuse it at once, and a test on either
 * finds it.
 */
export class QueryBesideTransactionError extends Error {
  constructor() {
    super(
      'A query was sent on the database handle inside one of its transactions: use the ' +
        "transaction's handle (tx). On the embedded database it would wait forever.",
    );
    this.name = 'QueryBesideTransactionError';
  }
}

/** Open while a transaction's callback runs, in the async context of that callback only. */
const transactionOpen = new AsyncLocalStorage<{ open: boolean }>();

type Transaction<Tx, Config> = <T>(work: (tx: Tx) => Promise<T>, config?: Config) => Promise<T>;

/** `db.transaction`, marking the callback's async context as inside the transaction. */
export function markTransactions<Tx, Config>(
  transaction: Transaction<Tx, Config>,
): Transaction<Tx, Config> {
  return (work, config) =>
    transaction((tx) => {
      // Work the callback leaves running after it returns is beside the transaction no more.
      const scope = { open: true };
      return transactionOpen
        .run(scope, () => work(tx))
        .finally(() => {
          scope.open = false;
        });
    }, config);
}

/** A root query function of a driver (the pool's, PGlite's), refused inside a transaction. */
export function refusedInsideTransactions<Args extends unknown[], Result>(
  query: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => {
    if (transactionOpen.getStore()?.open) throw new QueryBesideTransactionError();
    return query(...args);
  };
}

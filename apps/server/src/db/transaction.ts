import type { Db, Trx } from './types.ts';

/**
 * Runs `work` in one transaction of `db`: it commits when `work` resolves and rolls back when it
 * throws (the error reaches the caller). Services open their transactions here, or through the
 * ledger or the account events when the work moves money or tells accounts what changed.
 */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

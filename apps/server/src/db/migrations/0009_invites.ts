import { type Kysely, sql } from 'kysely';

// Same rules as 0001: text ids made by the app (UUIDs), bigint epoch milliseconds, money in ten-thousandths.

/**
 * Account area histories and invites: the balance right after each ledger entry (bill history shows
 * it, and recomputing it per page would scan the whole ledger), the calls the carrier reports, and
 * the invite code of each account (created lazily, unique per brand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('balance_after', 'bigint').execute();
  await backfillBalanceAfter(db);

  await db.schema
    .createTable('calls')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('from_number', 'text', (col) => col.notNull())
    .addColumn('to_number', 'text', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('charge', 'bigint', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('date', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('calls_account_date_idx').on('calls').columns(['account_id', 'date']).execute();

  await db.schema
    .createTable('invite_codes')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('invite_codes_brand_code_unique', ['brand', 'code'])
    .execute();
  await db.schema.createIndex('accounts_inviter_idx').on('accounts').column('inviter_account_id').execute();
}

/** Sets balance_after of every entry to the running sum of its account's ledger up to it. */
export async function backfillBalanceAfter(db: Kysely<unknown>): Promise<void> {
  // The window function reads the same on SQLite and PostgreSQL.
  await sql`
    update ledger_entries set balance_after = (
      select running.total from (
        select id, sum(amount) over (partition by account_id order by created_at, id) as total
        from ledger_entries
      ) as running
      where running.id = ledger_entries.id
    )`.execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('accounts_inviter_idx').ifExists().execute();
  await db.schema.dropTable('invite_codes').ifExists().execute();
  await db.schema.dropTable('calls').ifExists().execute();
  await db.schema.alterTable('ledger_entries').dropColumn('balance_after').execute();
}

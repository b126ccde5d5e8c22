import { type Kysely, sql } from 'kysely';

// Only types and constraints both SQLite and PostgreSQL understand: text ids made by the app,
// bigint epoch milliseconds, no booleans, no engine-specific defaults.

/** Accounts, sessions, the ledger and its balance projection, captchas, login failures, rate limits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('tel_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('inviter_account_id', 'text', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('accounts_status_check', sql`status in ('active', 'suspended', 'deleted')`)
    // NULLs are distinct in both engines, so accounts without a phone do not collide.
    .addUniqueConstraint('accounts_brand_email_unique', ['brand', 'email'])
    .addUniqueConstraint('accounts_brand_phone_unique', ['brand', 'tel_code', 'phone'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('refreshed_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('ledger_entries_amount_nonzero', sql`amount <> 0`)
    .addUniqueConstraint('ledger_entries_reference_unique', ['account_id', 'kind', 'reference'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_created_idx')
    .on('ledger_entries')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('account_balances')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
    .addColumn('balance', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('account_balances_nonnegative', sql`balance >= 0`)
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('account_key', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['brand', 'account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_ip_idx')
    .on('login_failures')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_created_idx')
    .on('login_failures')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
}

/** Drops everything the up step made, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'login_failures',
    'captchas',
    'account_balances',
    'ledger_entries',
    'sessions',
    'accounts',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

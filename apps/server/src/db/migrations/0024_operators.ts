import { type Kysely, sql } from 'kysely';

/**
 * The operator console: operators (separate from every brand's accounts), their sessions (token
 * hashes only, ended by inactivity), the one-time setup links, and the audit log of every operator
 * action. The audit log is append-only at the database level: updates and deletes are refused by
 * triggers in both engines, so no code path, tool or hand-typed statement can rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull())
    // Null until the operator has chosen one through a setup link.
    .addColumn('password_hash', 'text')
    // Base32 TOTP secret, set once the operator proved an authenticator holds it; null: no TOTP.
    .addColumn('totp_secret', 'text')
    // The time step of the last code accepted, so one code never signs in twice.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('operators_role_check', sql`role in ('admin', 'reviewer', 'support', 'finance')`)
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('operator_sessions_operator_idx')
    .on('operator_sessions')
    .column('operator_id')
    .execute();
  await db.schema
    .createIndex('operator_sessions_last_seen_idx')
    .on('operator_sessions')
    .column('last_seen_at')
    .execute();

  await db.schema
    .createTable('operator_setup_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('operator_id', 'text', (col) => col.notNull().references('operators.id'))
    // The TOTP secret the link offers; it becomes the operator's once a code proves it.
    .addColumn('totp_secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('operator_setup_tokens_operator_idx')
    .on('operator_setup_tokens')
    .column('operator_id')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'bigint', (col) => col.notNull())
    // Null for actions taken from the command line (the first admin), where no operator signed in.
    .addColumn('operator_id', 'text', (col) => col.references('operators.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    // JSON objects, or null when the action has no before or after state.
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();

  if (await isPostgres(db)) {
    await sql`
      create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op;
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change()`.execute(db);
  } else {
    await sql`
      create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only: UPDATE refused'); end`.execute(db);
    await sql`
      create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only: DELETE refused'); end`.execute(db);
  }
}

/** Drops the tables (and with them their triggers). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  if (await isPostgres(db)) await sql`drop function if exists audit_log_refuse_change()`.execute(db);
  await db.schema.dropTable('operator_setup_tokens').ifExists().execute();
  await db.schema.dropTable('operator_sessions').ifExists().execute();
  await db.schema.dropTable('operators').ifExists().execute();
}

/**
 * Migrations get no dialect, so the placeholder style of a compiled query ($1 against ?) tells the
 * two engines apart without touching the database (as 0012 does).
 */
async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  return db.selectNoFrom(sql<number>`${1}`.as('probe')).compile().sql.includes('$1');
}

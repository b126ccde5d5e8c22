import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Full-text search of messages, by substring so Chinese needs no word splitting.
 *
 * SQLite: an FTS5 table with the trigram tokenizer (letter case ignored) over the text of visible
 * messages, external content keyed by the messages' rowid so the text is not stored twice; triggers
 * keep it in step with every insert, text change, hide (deleted_at) and delete. Nothing here runs
 * VACUUM, which is what could renumber the rowids of a table without an integer primary key.
 *
 * PostgreSQL: a GIN trigram index (pg_trgm) on the text of visible messages, which ILIKE uses. The
 * extension lives in `public` once per database, whichever schema the app runs in; several schemas
 * of one database migrate at the same time in tests, so its creation waits on an advisory lock and
 * a later one sees it made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An account's visible messages newest first: the short searches' bounded scan and the look at the
  // newest messages before the index (search.service.ts) walk it and stop early; without it they
  // sorted the account's whole history (156 ms a page at 100,000 messages).
  await db.schema
    .createIndex('messages_recent_idx')
    .on('messages')
    .columns(['account_id', 'date', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

/** Taken around the extension's creation; any number, the same in every schema. */
const EXTENSION_LOCK = 36_0001;

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(EXTENSION_LOCK)})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // The index reads every stored message, so the messages already there are searchable at once.
  await sql`create index messages_text_trgm_idx on messages
    using gin (text public.gin_trgm_ops) where deleted_at is null`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table messages_search using fts5(
    text, content='messages', content_rowid='rowid', tokenize='trigram case_sensitive 0')`.execute(db);
  const add = sql`insert into messages_search (rowid, text) values (new.rowid, new.text)`;
  const remove = sql`insert into messages_search (messages_search, rowid, text)
    values ('delete', old.rowid, old.text)`;
  await sql`create trigger messages_search_insert after insert on messages
    when new.deleted_at is null begin ${add}; end`.execute(db);
  await sql`create trigger messages_search_hide after update of text, deleted_at on messages
    when old.deleted_at is null begin ${remove}; end`.execute(db);
  await sql`create trigger messages_search_show after update of text, deleted_at on messages
    when new.deleted_at is null begin ${add}; end`.execute(db);
  await sql`create trigger messages_search_delete after delete on messages
    when old.deleted_at is null begin ${remove}; end`.execute(db);
  await sql`insert into messages_search (rowid, text)
    select rowid, text from messages where deleted_at is null`.execute(db);
}

/** Drops the indexes, or the table and its triggers; the extension stays for other schemas. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_recent_idx').ifExists().execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists messages_text_trgm_idx`.execute(db);
    return;
  }
  for (const name of ['insert', 'hide', 'show', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`messages_search_${name}`)}`.execute(db);
  await sql`drop table if exists messages_search`.execute(db);
}

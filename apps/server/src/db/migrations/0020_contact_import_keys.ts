import type { Kysely } from 'kysely';

/**
 * The key an import gave each contact it created (client-chosen, per row), so a retried import batch
 * finds the contacts its earlier try created instead of creating them again. Unique per account;
 * a tombstone drops its key. Contacts saved one by one have none (NULLs never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('import_key', 'text').execute();
  await db.schema
    .createIndex('contacts_account_import_key_idx')
    .on('contacts')
    .columns(['account_id', 'import_key'])
    .unique()
    .execute();
}

/** Drops the keys. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contacts_account_import_key_idx').execute();
  await db.schema.alterTable('contacts').dropColumn('import_key').execute();
}

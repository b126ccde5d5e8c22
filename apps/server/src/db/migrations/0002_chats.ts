import { type Kysely, sql } from 'kysely';

// Same rules as 0001: text ids made by the app, bigint epoch milliseconds, integers 0/1 for flags.

/** Number inventory, SMS/MMS rates, messages (one row per account side) and media files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_numbers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tel_code', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('full_number', 'text', (col) => col.notNull().unique())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('toll_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('messaging_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('area_code', 'text')
    .addColumn('region', 'text')
    .addColumn('account_id', 'text', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('assigned_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('phone_numbers_tel_code_phone_unique', ['tel_code', 'phone'])
    .addCheckConstraint('phone_numbers_flags_check', sql`toll_free in (0, 1) and messaging_enabled in (0, 1)`)
    .execute();
  await db.schema.createIndex('phone_numbers_account_idx').on('phone_numbers').column('account_id').execute();
  await db.schema
    .createIndex('phone_numbers_free_idx')
    .on('phone_numbers')
    .columns(['country', 'toll_free', 'account_id'])
    .execute();

  await db.schema
    .createTable('sms_rates')
    .addColumn('rate_key', 'text', (col) => col.primaryKey())
    .addColumn('sms_segment', 'bigint', (col) => col.notNull())
    .addColumn('mms', 'bigint')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('sms_rates_nonnegative', sql`sms_segment >= 0 and (mms is null or mms >= 0)`)
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('sms_id', 'text', (col) => col.notNull())
    .addColumn('own_full', 'text', (col) => col.notNull())
    .addColumn('own_tel_code', 'text', (col) => col.notNull())
    .addColumn('own_number', 'text', (col) => col.notNull())
    .addColumn('other_full', 'text', (col) => col.notNull())
    .addColumn('other_tel_code', 'text', (col) => col.notNull())
    .addColumn('other_number', 'text', (col) => col.notNull())
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('media', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('date', 'bigint', (col) => col.notNull())
    .addColumn('segments', 'integer', (col) => col.notNull())
    .addColumn('charge', 'bigint', (col) => col.notNull())
    .addColumn('stt', 'text')
    .addColumn('highlight_target', 'text')
    .addColumn('highlight_text', 'text')
    .addColumn('carrier_status', 'text', (col) => col.notNull())
    .addColumn('carrier_id', 'text')
    .addColumn('dispatch_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addCheckConstraint('messages_direction_check', sql`direction in ('in', 'out')`)
    .addCheckConstraint(
      'messages_carrier_status_check',
      sql`carrier_status in ('none', 'pending', 'sent', 'delivered', 'failed')`,
    )
    .addUniqueConstraint('messages_account_sms_unique', ['account_id', 'sms_id'])
    .execute();
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['account_id', 'own_full', 'other_full', 'date'])
    .execute();
  await db.schema
    .createIndex('messages_account_date_idx')
    .on('messages')
    .columns(['account_id', 'date'])
    .execute();
  await db.schema
    .createIndex('messages_dispatch_idx')
    .on('messages')
    .columns(['carrier_status', 'date'])
    .execute();

  await db.schema
    .createTable('media_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('media_files_kind_check', sql`kind in ('image', 'audio')`)
    .execute();

  await db.schema
    .createTable('media_access')
    .addColumn('media_id', 'text', (col) => col.notNull().references('media_files.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('media_access_pk', ['media_id', 'account_id'])
    .execute();
}

/** Drops everything the up step made, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['media_access', 'media_files', 'messages', 'sms_rates', 'phone_numbers']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

import { type Kysely, sql } from 'kysely';

/** Codes sent by SMS or email, captcha passes and slider tokens, slider puzzles, and the outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull())
    // "telcode phone" for SMS, the lower-case address for email: what the code proves.
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('validated_at', 'bigint')
    .addCheckConstraint('verification_codes_channel_check', sql`channel in ('sms', 'email')`)
    .addCheckConstraint(
      'verification_codes_status_check',
      sql`status in ('pending', 'validated', 'spent', 'burnt')`,
    )
    .execute();
  await db.schema
    .createIndex('verification_codes_target_idx')
    .on('verification_codes')
    .columns(['channel', 'target', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_account_idx')
    .on('verification_codes')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_ip_idx')
    .on('verification_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('verification_passes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    // The call the pass may be spent on.
    .addColumn('api', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('verification_passes_kind_check', sql`kind in ('captcha', 'slider')`)
    .execute();
  await db.schema
    .createIndex('verification_passes_expires_idx')
    .on('verification_passes')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('slider_puzzles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gap_x', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('slider_puzzles_expires_idx')
    .on('slider_puzzles')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('outbox_messages_channel_check', sql`channel in ('sms', 'email')`)
    .execute();
  await db.schema.createIndex('outbox_messages_sent_idx').on('outbox_messages').column('sent_at').execute();
}

/** Drops what up made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_messages').ifExists().execute();
  await db.schema.dropTable('slider_puzzles').ifExists().execute();
  await db.schema.dropTable('verification_passes').ifExists().execute();
  await db.schema.dropTable('verification_codes').ifExists().execute();
}

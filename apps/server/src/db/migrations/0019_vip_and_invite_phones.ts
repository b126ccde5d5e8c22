import type { Kysely } from 'kysely';

/**
 * VIP memberships (wetalk): one row per account that ever bought one, holding the end of the paid
 * time; the periods themselves are its ledger charges. And the phones that brought a referral
 * bonus, one row per brand and phone, kept as a keyed hash (a deleted account's phone stays
 * unreadable) so one phone earns the bonus once even across accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vip_memberships')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
    .addColumn('expire_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('invite_phones')
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('phone_hash', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('invite_phones_pk', ['brand', 'phone_hash'])
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invite_phones').ifExists().execute();
  await db.schema.dropTable('vip_memberships').ifExists().execute();
}

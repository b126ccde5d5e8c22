import { type Kysely, sql } from 'kysely';

/**
 * Refund claims on payment orders. A refund marks its order before money moves anywhere, so a
 * refund to the balance and one to the payer can never both pay: refund_destination says which one
 * holds the order ('balance' or 'provider', null while none does); refund_attempts counts the
 * claims to the payer, each with ledger references of its own (a provider that refused gives the
 * claim back, and a later claim takes the top-up again); refund_ref is the provider's refund once it
 * accepted, null before. Orders refunded before this migration were all credited to the balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('refund_destination', 'text').execute();
  await db.schema
    .alterTable('payment_orders')
    .addColumn('refund_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payment_orders').addColumn('refund_ref', 'text').execute();
  await sql`update payment_orders set refund_destination = 'balance' where status = 'refunded'`.execute(db);
}

/** Drops the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').dropColumn('refund_ref').execute();
  await db.schema.alterTable('payment_orders').dropColumn('refund_attempts').execute();
  await db.schema.alterTable('payment_orders').dropColumn('refund_destination').execute();
}

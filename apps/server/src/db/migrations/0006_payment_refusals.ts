import type { Kysely } from 'kysely';

/**
 * Payment refusals: the retcode an order failed with when we refused it ourselves (a PayPal payer
 * bound to another account), the provider's payer id of paid PayPal orders, and an index for the
 * daily order count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('failure_code', 'integer').execute();
  await db.schema.alterTable('payment_orders').addColumn('payer_ref', 'text').execute();
  await db.schema
    .createIndex('payment_orders_account_created_idx')
    .on('payment_orders')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_orders_payer_idx')
    .on('payment_orders')
    .columns(['payer_ref', 'status'])
    .execute();
}

/** Drops the indexes and columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_orders_payer_idx').ifExists().execute();
  await db.schema.dropIndex('payment_orders_account_created_idx').ifExists().execute();
  await db.schema.alterTable('payment_orders').dropColumn('payer_ref').execute();
  await db.schema.alterTable('payment_orders').dropColumn('failure_code').execute();
}

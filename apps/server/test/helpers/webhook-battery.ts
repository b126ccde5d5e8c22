import { randomUUID } from 'node:crypto';
import { type PaymentMethod, productId } from '@switchboard/protocol';
import { insertOrder } from '../../src/modules/payments/payments.repo.ts';
import type { TestAccount } from './factories.ts';
import { webhookPayments } from './payments.ts';
import { batterySeed, mulberry32 } from './prng.ts';
import { useTestApp } from './use-test-app.ts';

/** The Stripe webhook secret the battery's app verifies signatures with. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_battery_switchboard';

/** A pending order the battery fires webhook events at. */
export interface BatteryOrder {
  id: string;
  account: TestAccount;
  amount: number;
  gift: number;
  method: string;
}

/**
 * Starts an app with the sandbox and Stripe webhooks for one test file, plus its seeded generator
 * (printed seed, see prng.ts) and the order helpers the webhook batteries share.
 */
export function webhookBattery() {
  const seed = batterySeed();
  const random = mulberry32(seed);
  const t = useTestApp({ overrides: { payments: webhookPayments(STRIPE_WEBHOOK_SECRET) } });

  /** Inserts a pending order of a random amount and gift, as if its checkout had just opened. */
  async function newOrder(
    account: TestAccount,
    method: PaymentMethod,
    provider: 'sandbox' | 'stripe',
  ): Promise<BatteryOrder> {
    const id = randomUUID();
    const amount = 100_000 * (1 + Math.floor(random() * 9));
    const gift = Math.floor(random() * 3) * 10_000;
    await insertOrder(t.app.db, {
      id,
      account_id: account.id,
      brand: account.brand,
      method,
      product_id: productId('card', 'USD', amount / 10_000),
      amount,
      gift,
      currency: 'USD',
      status: 'pending',
      provider,
      provider_ref: provider === 'stripe' ? `cs_${id}` : null,
      return_url: null,
      created_at: Date.now(),
      paid_at: null,
      failure_code: null,
      payer_ref: null,
    });
    return { id, account, amount, gift, method };
  }

  /** What the ledger credited for the order (top-up and gift together). */
  async function ledgerOf(order: BatteryOrder): Promise<number> {
    const rows = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('reference', '=', `order:${order.id}`)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  }

  /** The order's status as the payment service sees it. */
  async function statusOf(order: BatteryOrder): Promise<string | undefined> {
    return (await t.app.services.payments.order(order.id))?.status;
  }

  return {
    seed,
    random,
    /** The running app (readable once the file's beforeAll has run). */
    t,
    newOrder,
    ledgerOf,
    statusOf,
  };
}

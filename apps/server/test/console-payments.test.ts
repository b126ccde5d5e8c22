import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  type BillListData,
  BillType,
  type ConsoleCallData,
  monthKeyOf,
  type PaymentMethod,
  type PaymentOrderStatus,
  Retcode,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, createOperator, signIn } from './helpers/console.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';
const DAY_MS = 86_400_000;

let finance = '';
let financeEmail = '';
beforeAll(async () => {
  const operator = await createOperator(t.app, 'finance');
  financeEmail = operator.email;
  finance = (await signIn(t.app, operator)).token;
});

interface OrderSpec {
  brand?: string;
  method?: PaymentMethod;
  status?: PaymentOrderStatus;
  amount?: number;
  at?: number;
}

/** Stores an order as the payments module does, at a chosen moment; paid ones are paid then too. */
async function order(account: TestAccount, spec: OrderSpec = {}): Promise<string> {
  const id = `ord_${randomUUID()}`;
  const at = spec.at ?? Date.now();
  const status = spec.status ?? 'paid';
  await t.app.db
    .insertInto('payment_orders')
    .values({
      id,
      account_id: account.id,
      brand: spec.brand ?? 'pingme',
      method: spec.method ?? 'card',
      product_id: 'p1',
      amount: spec.amount ?? 100_000,
      gift: 0,
      currency: 'USD',
      status,
      provider: 'sandbox',
      provider_ref: `quote_${id}`,
      return_url: null,
      created_at: at,
      paid_at: status === 'paid' ? at : null,
      failure_code: null,
      payer_ref: null,
    })
    .execute();
  return id;
}

function list(query: Record<string, string>) {
  return consoleCall<ConsoleCallData<'consolePayments'>>(t.app, 'consolePayments', { token: finance, query });
}

function refund(orderId: string, reason = 'The payment was taken but never credited') {
  return consoleCall<ConsoleCallData<'consolePaymentRefund'>>(t.app, 'consolePaymentRefund', {
    token: finance,
    body: { orderId, reason },
  });
}

async function auditOf(accountId: string): Promise<AuditEntry[]> {
  const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: finance,
    query: { q: accountId },
  });
  return result.body.data.entries.filter((entry) => entry.action === 'payment.refund');
}

async function refundsOf(accountId: string) {
  return t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'operator_refund')
    .execute();
}

describe(`console payments (${engine})`, () => {
  it('lists orders across accounts, newest first, filtered by brand, method, status, days and search', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const bob = await registerAccount(t.app, { brand: 'pingme' });
    // A day far in the past that no other test writes to.
    const day = Date.UTC(2001, 2, 3, 12);
    const first = await order(alice, { method: 'card', at: day });
    const second = await order(alice, { method: 'paypal', status: 'failed', at: day + 1000 });
    const third = await order(bob, { method: 'card', status: 'pending', at: day + DAY_MS });

    const all = await list({ from: '2001-03-03', to: '2001-03-04' });
    expect(all.body.retcode).toBe(Retcode.OK);
    expect(all.body.data.orders.map((o) => o.orderId)).toEqual([third, second, first]);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.orders[2]).toMatchObject({
      orderId: first,
      accountId: alice.id,
      email: alice.email,
      brand: 'pingme',
      method: 'card',
      amount: 100_000,
      status: 'paid',
      paidAt: day,
    });

    const oneDay = await list({ from: '2001-03-03', to: '2001-03-03' });
    expect(oneDay.body.data.orders.map((o) => o.orderId)).toEqual([second, first]);
    const paypal = await list({ from: '2001-03-03', to: '2001-03-04', method: 'paypal' });
    expect(paypal.body.data.orders.map((o) => o.orderId)).toEqual([second]);
    const pending = await list({ from: '2001-03-03', to: '2001-03-04', status: 'pending' });
    expect(pending.body.data.orders.map((o) => o.orderId)).toEqual([third]);
    const byEmail = await list({ q: (bob.email ?? '').toUpperCase() });
    expect(byEmail.body.data.orders.map((o) => o.orderId)).toEqual([third]);
    const byId = await list({ q: first });
    expect(byId.body.data.orders.map((o) => o.orderId)).toEqual([first]);
    const otherBrand = await list({ from: '2001-03-03', to: '2001-03-04', brand: 'wetalk' });
    expect(otherBrand.body.data).toEqual({ orders: [], total: 0 });
    const paged = await list({ from: '2001-03-03', to: '2001-03-04', offset: '1', limit: '1' });
    expect(paged.body.data).toMatchObject({ orders: [{ orderId: second }], total: 3 });
  });

  it('shows one order with the provider events stored for it', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const id = await order(alice);
    await t.app.db
      .insertInto('payment_events')
      .values([
        { provider: 'sandbox', event_id: `evt_b_${id}`, order_id: id, received_at: 2000 },
        { provider: 'sandbox', event_id: `evt_a_${id}`, order_id: id, received_at: 1000 },
      ])
      .execute();
    const page = await consoleCall<ConsoleCallData<'consolePayment'>>(t.app, 'consolePayment', {
      token: finance,
      id,
    });
    expect(page.body.data).toMatchObject({
      order: { orderId: id, status: 'paid' },
      providerRef: `quote_${id}`,
      events: [
        { provider: 'sandbox', eventId: `evt_a_${id}`, receivedAt: 1000 },
        { provider: 'sandbox', eventId: `evt_b_${id}`, receivedAt: 2000 },
      ],
      refund: null,
      // Paid: its money is in the balance already.
      refundable: false,
    });
    const missing = await consoleCall(t.app, 'consolePayment', { token: finance, id: 'ord_none' });
    expect(missing.body).toMatchObject({
      retcode: Retcode.NOT_FOUND,
      retmsg: 'There is no payment order with this id.',
    });
  });

  it('refunds an order to the balance once, even asked twice at once, shown in the bill history and audited', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const id = await order(alice, { status: 'failed', amount: 70_000 });

    const answers = await Promise.all([refund(id), refund(id)]);
    for (const answer of answers)
      expect(answer.body).toMatchObject({
        retcode: Retcode.OK,
        data: { status: 'refunded', balance: 70_000 },
      });
    const again = await refund(id);
    expect(again.body.data).toEqual({ status: 'refunded', balance: 70_000 });

    expect(await refundsOf(alice.id)).toEqual([{ amount: 70_000, reference: `refund:${id}` }]);
    // Held by the balance refund: a refund to the payer of the same order now refuses.
    const row = await t.app.db
      .selectFrom('payment_orders')
      .select(['status', 'refund_destination'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'refunded', refund_destination: 'balance' });
    const bills = await get<BillListData>(t.app, 'getBillList', {
      token: alice.token,
      query: { ym: monthKeyOf(Date.now()) },
    });
    expect(bills.body.data.list).toEqual([
      expect.objectContaining({ type: BillType.adjust, charge: 70_000, afterBalance: 70_000 }),
    ]);
    expect(await auditOf(alice.id)).toEqual([
      expect.objectContaining({
        operatorEmail: financeEmail,
        action: 'payment.refund',
        targetType: 'account',
        targetId: alice.id,
        before: { balance: 0, orderId: id, orderStatus: 'failed' },
        after: { balance: 70_000, amount: 70_000, orderId: id, orderStatus: 'refunded' },
        reason: 'The payment was taken but never credited',
      }),
    ]);
    const page = await consoleCall<ConsoleCallData<'consolePayment'>>(t.app, 'consolePayment', {
      token: finance,
      id,
    });
    expect(page.body.data).toMatchObject({
      order: { status: 'refunded' },
      refund: { amount: 70_000 },
      refundable: false,
    });
  });

  it('refuses to refund a pending, cancelled or paid order, with a sentence, moving nothing', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    for (const status of ['pending', 'cancelled', 'paid'] as const) {
      const id = await order(alice, { status });
      const answer = await refund(id);
      expect(answer.body).toMatchObject({
        retcode: Retcode.INVALID_PARAMETER,
        retmsg:
          'Only a failed order can be credited to the balance, and only once: a paid order has been credited already.',
      });
    }
    const blank = await refund(await order(alice), '  ');
    expect(blank.body.retcode).not.toBe(Retcode.OK);
    expect(await refundsOf(alice.id)).toEqual([]);
    expect(await auditOf(alice.id)).toEqual([]);
  });

  it('sums paid orders per day, brand and method, as the orders add up', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const bob = await registerAccount(t.app, { brand: 'wetalk' });
    const day = Date.UTC(2002, 4, 5, 1);
    await order(alice, { method: 'card', amount: 100_000, at: day });
    await order(alice, { method: 'card', amount: 25_000, at: day + 3_600_000 });
    await order(alice, { method: 'paypal', amount: 50_000, at: day });
    await order(alice, { method: 'card', amount: 999_000, status: 'failed', at: day });
    await order(bob, { brand: 'wetalk', method: 'card', amount: 30_000, at: day + DAY_MS });

    const totals = await consoleCall<ConsoleCallData<'consolePaymentTotals'>>(t.app, 'consolePaymentTotals', {
      token: finance,
      query: { from: '2002-05-05', to: '2002-05-06' },
    });
    expect(totals.body.data.totals).toEqual([
      { day: '2002-05-05', brand: 'pingme', method: 'card', currency: 'USD', orders: 2, amount: 125_000 },
      { day: '2002-05-05', brand: 'pingme', method: 'paypal', currency: 'USD', orders: 1, amount: 50_000 },
      { day: '2002-05-06', brand: 'wetalk', method: 'card', currency: 'USD', orders: 1, amount: 30_000 },
    ]);
    const oneBrand = await consoleCall<ConsoleCallData<'consolePaymentTotals'>>(
      t.app,
      'consolePaymentTotals',
      {
        token: finance,
        query: { from: '2002-05-05', to: '2002-05-06', brand: 'wetalk' },
      },
    );
    expect(oneBrand.body.data.totals).toHaveLength(1);
    const backwards = await consoleCall(t.app, 'consolePaymentTotals', {
      token: finance,
      query: { from: '2002-05-06', to: '2002-05-05' },
    });
    expect(backwards.body.retcode).toBe(Retcode.INVALID_PARAMETER);
  });
});

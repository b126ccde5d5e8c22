import type { ConsoleCallData } from '@switchboard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { openOrder, STAND_IN_WEBHOOK_SECRET, useBtcpayApp } from './helpers/btcpay-app.ts';
import { signBtcpay } from './helpers/btcpay-stand-in.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { creditsFor } from './helpers/paypal-app.ts';

/** 20 coins in ten-thousandths: the order every test opens. */
const ORDER_AMOUNT = 200_000;

describe('BTCPay webhooks', () => {
  const { standIn, t } = useBtcpayApp();
  afterEach(() => {
    standIn.failWith = undefined;
  });

  const statusOf = async (orderId: string) => (await t.app.services.payments.order(orderId))?.status;
  /** The console's daily totals of paid hosted crypto orders, summed from yesterday to tomorrow (UTC). */
  const paidTotal = async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const totals = await consoleCall<ConsoleCallData<'consolePaymentTotals'>>(t.app, 'consolePaymentTotals', {
      token: await operatorToken(t.app, 'finance'),
      query: { from: day(-1), to: day(1) },
    });
    const rows = totals.body.data.totals.filter((row) => row.method === 'cryptoPay');
    return {
      orders: rows.reduce((sum, row) => sum + row.orders, 0),
      amount: rows.reduce((sum, row) => sum + row.amount, 0),
    };
  };
  const eventsOf = (orderId: string) =>
    t.app.db.selectFrom('payment_events').select('event_id').where('order_id', '=', orderId).execute();

  it('credits a settled invoice once, whatever the order and repetition of deliveries', async () => {
    const { orderId } = await openOrder(t);
    const invoice = standIn.invoiceOf(orderId);
    standIn.pay(invoice.id, '20');
    // A stale InvoiceExpired arriving first: the invoice BTCPay answers is settled, so it credits.
    const early = standIn.event('InvoiceExpired', invoice.id, { partiallyPaid: false });
    expect((await standIn.deliver(early)).status).toBe(200);
    const settled = standIn.event('InvoiceSettled', invoice.id, { manuallyMarked: false, overPaid: false });
    for (const delivery of [settled, settled, standIn.redelivery(settled), standIn.redelivery(early)]) {
      expect((await standIn.deliver(delivery)).status).toBe(200);
    }
    const payment = standIn.event('InvoicePaymentSettled', invoice.id, { afterExpiration: false });
    expect((await standIn.deliver(payment)).status).toBe(200);
    expect(await creditsFor(t, orderId)).toEqual({ total: ORDER_AMOUNT, entries: 1 });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('waits on a partial payment and credits what was paid once the late rest arrives', async () => {
    const { orderId } = await openOrder(t);
    const invoice = standIn.invoiceOf(orderId);
    standIn.pay(invoice.id, '5');
    const received = standIn.event('InvoiceReceivedPayment', invoice.id, { afterExpiration: false });
    expect(JSON.parse((await standIn.deliver(received)).body)).toMatchObject({ outcome: 'waiting' });
    expect(await creditsFor(t, orderId)).toEqual({ total: 0, entries: 0 });
    expect(await statusOf(orderId)).toBe('pending');
    standIn.expire(invoice.id);
    standIn.pay(invoice.id, '15');
    expect(invoice).toMatchObject({ status: 'Expired', additionalStatus: 'PaidLate' });
    const late = standIn.event('InvoiceReceivedPayment', invoice.id, { afterExpiration: true });
    const expired = standIn.event('InvoiceExpired', invoice.id, { partiallyPaid: true });
    for (const delivery of [late, expired, standIn.redelivery(late)]) await standIn.deliver(delivery);
    expect(await creditsFor(t, orderId)).toEqual({ total: ORDER_AMOUNT, entries: 1 });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('credits an expired, partly paid invoice for what was paid, never more and never twice', async () => {
    const before = await paidTotal();
    const { orderId } = await openOrder(t);
    const invoice = standIn.invoiceOf(orderId);
    standIn.pay(invoice.id, '7.123456789');
    standIn.expire(invoice.id);
    await standIn.deliver(standIn.event('InvoiceExpired', invoice.id, { partiallyPaid: true }));
    // Read down to ten-thousandths: 7.1234 coins, not a fraction more than BTCPay reports paid.
    expect(await creditsFor(t, orderId)).toEqual({ total: 71_234, entries: 1 });
    standIn.pay(invoice.id, '13');
    await standIn.deliver(standIn.event('InvoicePaymentSettled', invoice.id, { afterExpiration: true }));
    expect(await creditsFor(t, orderId)).toEqual({ total: 71_234, entries: 1 });

    // The operator console tells what arrived, not the order's amount, in the order and the totals.
    const page = await consoleCall<ConsoleCallData<'consolePayment'>>(t.app, 'consolePayment', {
      token: await operatorToken(t.app, 'finance'),
      id: orderId,
    });
    expect(page.body.data.order).toMatchObject({ amount: ORDER_AMOUNT, credited: 71_234, status: 'paid' });
    expect(await paidTotal()).toEqual({ orders: before.orders + 1, amount: before.amount + 71_234 });
  });

  it('caps an overpaid invoice at the order amount', async () => {
    const { orderId } = await openOrder(t);
    const invoice = standIn.invoiceOf(orderId);
    standIn.pay(invoice.id, '25');
    expect(invoice.additionalStatus).toBe('PaidOver');
    await standIn.deliver(standIn.event('InvoiceSettled', invoice.id, { overPaid: true }));
    expect(await creditsFor(t, orderId)).toEqual({ total: ORDER_AMOUNT, entries: 1 });
  });

  it('fails the order of an expired unpaid or an invalid invoice', async () => {
    const { orderId } = await openOrder(t);
    const invoice = standIn.invoiceOf(orderId);
    standIn.expire(invoice.id);
    await standIn.deliver(standIn.event('InvoiceExpired', invoice.id, { partiallyPaid: false }));
    expect(await statusOf(orderId)).toBe('failed');
    expect(await creditsFor(t, orderId)).toEqual({ total: 0, entries: 0 });

    const second = await openOrder(t);
    const invalid = standIn.invoiceOf(second.orderId);
    invalid.status = 'Invalid';
    await standIn.deliver(standIn.event('InvoiceInvalid', invalid.id, { manuallyMarked: true }));
    expect(await statusOf(second.orderId)).toBe('failed');
  });

  it('refuses missing, forged, tampered and stale signatures with nothing written', async () => {
    const { orderId } = await openOrder(t);
    const invoice = standIn.invoiceOf(orderId);
    standIn.pay(invoice.id, '20');
    const body = JSON.stringify(standIn.event('InvoiceSettled', invoice.id));
    const before = standIn.requests.length;
    expect((await standIn.deliver(body, null)).status).toBe(401);
    expect((await standIn.deliver(body, signBtcpay('not the secret', body))).status).toBe(403);
    const tampered = body.replace(invoice.id, `${invoice.id}x`);
    expect((await standIn.deliver(tampered, signBtcpay(STAND_IN_WEBHOOK_SECRET, body))).status).toBe(403);
    expect((await standIn.deliver(body, 'sha256=zz')).status).toBe(403);
    const old = {
      ...standIn.event('InvoiceSettled', invoice.id),
      timestamp: Math.floor(Date.now() / 1000) - 4 * 86_400,
    };
    expect((await standIn.deliver(old)).status).toBe(403);
    // Nothing was asked of BTCPay, recorded or credited.
    expect(standIn.requests.length).toBe(before);
    expect(await eventsOf(orderId)).toEqual([]);
    expect(await creditsFor(t, orderId)).toEqual({ total: 0, entries: 0 });
    expect(await statusOf(orderId)).toBe('pending');
  });

  for (const failure of ['server-error', 'hang'] as const) {
    it(`answers 5xx to BTCPay when the invoice cannot be read (${failure}), then settles on redelivery`, async () => {
      const { orderId } = await openOrder(t);
      const invoice = standIn.invoiceOf(orderId);
      standIn.pay(invoice.id, '20');
      const settled = standIn.event('InvoiceSettled', invoice.id);
      standIn.failWith = failure;
      expect((await standIn.deliver(settled)).status).toBe(503);
      expect(await eventsOf(orderId)).toEqual([]);
      expect(await creditsFor(t, orderId)).toEqual({ total: 0, entries: 0 });
      standIn.failWith = undefined;
      expect((await standIn.deliver(standIn.redelivery(settled))).status).toBe(200);
      expect(await creditsFor(t, orderId)).toEqual({ total: ORDER_AMOUNT, entries: 1 });
    });
  }
});

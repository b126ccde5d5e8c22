import { type ConsoleCallData, type LanguageCode, productId, Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { creditedFor, opened, type StripeMethod, useStripeApp } from './helpers/stripe-app.ts';

// Refunds to the payer through Stripe, against a local stand-in of Stripe's API: one refund at
// Stripe however often the operator asks, the top-up a paid order credited taken back from the
// balance once, a refusal that gives everything back, and never a refund both ways.
const { standIn, t } = useStripeApp();

let finance = '';
beforeAll(async () => {
  finance = await operatorToken(t.app, 'finance');
});

/** A paid order of the method, settled by Stripe's webhook as a real payment would be. */
async function paidOrder(account: TestAccount, method: StripeMethod) {
  const { orderId } = await opened(t, account, method);
  const order = await t.app.services.payments.order(orderId);
  const ref = order?.provider_ref ?? '';
  const event =
    method === 'wechatpay'
      ? standIn.event('payment_intent.succeeded', standIn.payIntent(ref))
      : standIn.event('checkout.session.completed', standIn.completeSession(ref));
  expect((await standIn.deliver(event)).body).toMatchObject({ outcome: 'credited' });
  return { orderId, ref };
}

function refund(orderId: string, destination: 'balance' | 'provider', language: LanguageCode = 'en') {
  return consoleCall<ConsoleCallData<'consolePaymentRefund'>>(t.app, 'consolePaymentRefund', {
    token: finance,
    body: { orderId, reason: 'The payer asked for the money back', destination },
    language,
  });
}

function detail(orderId: string) {
  return consoleCall<ConsoleCallData<'consolePayment'>>(t.app, 'consolePayment', {
    token: finance,
    id: orderId,
  });
}

const statusOf = async (orderId: string) => (await t.app.services.payments.order(orderId))?.status;
const claimOf = async (orderId: string) => {
  const order = await t.app.services.payments.order(orderId);
  return { status: order?.status, destination: order?.refund_destination };
};
const refundsAt = (orderId: string) =>
  [...standIn.refunds.values()].filter((one) => one.metadata.orderId === orderId);
/** The refund entries of an account: credits to the balance, take-backs of top-ups, their reversals. */
const refundEntries = (accountId: string) =>
  t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'operator_refund')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const refundAudit = async (accountId: string) => {
  const audit = await consoleCall<ConsoleCallData<'consoleAudit'>>(t.app, 'consoleAudit', {
    token: finance,
    query: { q: accountId },
  });
  return audit.body.data.entries.filter((entry) => entry.action === 'payment.refund').reverse();
};

/** A Stripe order the provider took the money for but that failed: the event's amount disagreed. */
async function failedOrder(account: TestAccount) {
  const { orderId } = await opened(t, account, 'card');
  const ref = (await t.app.services.payments.order(orderId))?.provider_ref ?? '';
  const session = standIn.completeSession(ref);
  const event = standIn.event('checkout.session.completed', { ...session, amount_total: 1 });
  expect((await standIn.deliver(event)).body).toMatchObject({ outcome: 'mismatch' });
  expect(await statusOf(orderId)).toBe('failed');
  return orderId;
}
const refundRequestsFor = (orderId: string) =>
  standIn.requestsTo('/v1/refunds').filter((request) => request.idempotencyKey?.startsWith(`${orderId}:`));

describe('refunds to the payer through Stripe', () => {
  it('refunds a paid card order once at Stripe and takes its top-up and gift back once, however often the operator clicks', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { orderId, ref } = await paidOrder(alice, 'card');
    const credited = await creditedFor(t, orderId);
    const before = await t.app.ledger.balance(alice.id);
    expect(credited).toBeGreaterThan(500_000);
    expect(before).toBe(credited);
    expect((await detail(orderId)).body.data).toMatchObject({ refundable: false, providerRefundable: true });

    const clicks = await Promise.all([refund(orderId, 'provider'), refund(orderId, 'provider')]);
    const again = await refund(orderId, 'provider');
    for (const answer of [...clicks, again]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        retcode: Retcode.OK,
        data: { status: 'refunded', balance: before - credited },
      });
    }

    const intentId = standIn.sessions.get(ref)?.payment_intent;
    const refunds = [...standIn.refunds.values()].filter((one) => one.payment_intent === intentId);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 5000, currency: 'usd', status: 'succeeded' }),
    ]);
    expect(refunds[0]?.metadata).toEqual({ orderId });
    const requests = refundRequestsFor(orderId);
    expect(requests.length).toBeGreaterThanOrEqual(1);
    for (const request of requests)
      expect(request.form).toMatchObject({ payment_intent: intentId, amount: '5000' });
    expect(
      standIn.requestsTo('/v1/refunds').filter((request) => request.form.payment_intent === intentId),
    ).toEqual(requests);

    expect(await claimOf(orderId)).toEqual({ status: 'refunded', destination: 'provider' });
    // The money went back to the card, and what the order credited left the balance, once.
    expect(await refundEntries(alice.id)).toEqual([
      { amount: -credited, reference: `payerRefund:${orderId}:1` },
    ]);
    expect(await t.app.ledger.balance(alice.id)).toBe(before - credited);
    expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(before - credited);
    expect((await detail(orderId)).body.data).toMatchObject({ refundable: false, providerRefundable: false });
    expect(await refundAudit(alice.id)).toEqual([
      expect.objectContaining({
        before: { balance: before, orderId, orderStatus: 'paid' },
        after: { balance: before - credited, amount: 500_000, orderId, orderStatus: 'refunded' },
      }),
    ]);
  });

  it('refunds a WeChat Pay order against the intent that showed the QR code', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { orderId, ref } = await paidOrder(alice, 'wechatpay');
    expect((await refund(orderId, 'provider')).body.retcode).toBe(Retcode.OK);
    expect(refundRequestsFor(orderId).map((request) => request.form.payment_intent)).toEqual([ref]);
    expect(await statusOf(orderId)).toBe('refunded');
  });

  it('refuses a paid order whose top-up was partly spent, in both languages, moving nothing', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { orderId } = await paidOrder(alice, 'card');
    await t.app.ledger.debit(alice.id, 1, 'sms', `sms:${alice.id}:spent`);
    const balance = await t.app.ledger.balance(alice.id);
    expect(balance).toBe((await creditedFor(t, orderId)) - 1);

    const refused = await refund(orderId, 'provider');
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({
      retcode: Retcode.INSUFFICIENT_BALANCE,
      retmsg:
        'The user has already spent part of this top-up, so it cannot be refunded to the payer. Nothing changed.',
    });
    const refusedZh = await refund(orderId, 'provider', 'zh_cn');
    expect(refusedZh.body.retmsg).toBe('用户已花掉这笔充值的一部分，无法退款给付款人。订单未作任何更改。');

    expect(await claimOf(orderId)).toEqual({ status: 'paid', destination: null });
    expect(await t.app.ledger.balance(alice.id)).toBe(balance);
    expect(await refundEntries(alice.id)).toEqual([]);
    expect(refundRequestsFor(orderId)).toEqual([]);
    expect(await refundAudit(alice.id)).toEqual([]);
  });

  it('gives the order and the top-up back when the provider refuses, and takes it once when a retry is accepted', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { orderId } = await paidOrder(alice, 'alipay');
    const credited = await creditedFor(t, orderId);
    const balance = await t.app.ledger.balance(alice.id);
    try {
      standIn.refundMode = 'refuse';
      const refused = await refund(orderId, 'provider');
      expect(refused.status).toBeLessThan(500);
      expect(refused.body).toMatchObject({
        retcode: Retcode.PAYMENT_FAILED,
        retmsg:
          'The payment provider refused the refund, so nothing changed. Check the payment in the provider’s dashboard.',
      });
      const refusedZh = await refund(orderId, 'provider', 'zh_cn');
      expect(refusedZh.body.retmsg).toBe(
        '支付服务商拒绝了这笔退款，订单未作任何更改。请在支付服务商的后台查看这笔付款。',
      );
    } finally {
      standIn.refundMode = 'accept';
    }
    expect(await claimOf(orderId)).toEqual({ status: 'paid', destination: null });
    expect(await t.app.ledger.balance(alice.id)).toBe(balance);
    expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(balance);
    expect(await refundEntries(alice.id)).toEqual([
      { amount: -credited, reference: `payerRefund:${orderId}:1` },
      { amount: credited, reference: `payerRefundReversal:${orderId}:1` },
      { amount: -credited, reference: `payerRefund:${orderId}:2` },
      { amount: credited, reference: `payerRefundReversal:${orderId}:2` },
    ]);
    expect(refundsAt(orderId)).toEqual([]);
    expect((await detail(orderId)).body.data.providerRefundable).toBe(true);

    expect((await refund(orderId, 'provider')).body.data).toEqual({
      status: 'refunded',
      balance: balance - credited,
    });
    expect(refundsAt(orderId)).toHaveLength(1);
    // One key per claim: the third claim's request was not answered with the refusals of the first two.
    expect(refundRequestsFor(orderId).map((request) => request.idempotencyKey)).toEqual([
      `${orderId}:1`,
      `${orderId}:2`,
      `${orderId}:3`,
    ]);
    const entries = await refundEntries(alice.id);
    expect(entries.at(-1)).toEqual({ amount: -credited, reference: `payerRefund:${orderId}:3` });
    expect(entries.reduce((sum, entry) => sum + Number(entry.amount), 0)).toBe(-credited);
    expect(await t.app.ledger.balance(alice.id)).toBe(balance - credited);
    // Each claim and each refusal is in the audit log, oldest first.
    expect((await refundAudit(alice.id)).map((entry) => entry.after?.orderStatus)).toEqual([
      'refunded',
      'paid',
      'refunded',
      'paid',
      'refunded',
    ]);
  });

  it('keeps the claim when the provider does not answer, and completes it on a retry without taking twice', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { orderId } = await paidOrder(alice, 'card');
    const credited = await creditedFor(t, orderId);
    const balance = await t.app.ledger.balance(alice.id);
    try {
      standIn.refundMode = 'drop';
      const silent = await refund(orderId, 'provider');
      expect(silent.status).toBeLessThan(500);
      expect(silent.body).toMatchObject({ retcode: Retcode.PAYMENT_FAILED });
      expect(silent.body.retmsg).toMatch(
        /^The payment provider did not answer in time, so the refund may not have reached the payer yet\./,
      );
      const silentZh = await refund(orderId, 'provider', 'zh_cn');
      expect(silentZh.body.retmsg).toMatch(/^支付服务商未及时响应/);
    } finally {
      standIn.refundMode = 'accept';
    }
    // The provider may have refunded: the order stays claimed and the top-up stays taken.
    expect(await claimOf(orderId)).toEqual({ status: 'refunded', destination: 'provider' });
    expect(await t.app.ledger.balance(alice.id)).toBe(balance - credited);
    expect((await detail(orderId)).body.data.providerRefundable).toBe(true);
    expect(refundsAt(orderId)).toEqual([]);
    // A credit to the balance cannot take the order meanwhile.
    expect((await refund(orderId, 'balance')).body.retcode).toBe(Retcode.INVALID_PARAMETER);

    expect((await refund(orderId, 'provider')).body).toMatchObject({
      retcode: Retcode.OK,
      data: { status: 'refunded', balance: balance - credited },
    });
    expect(refundsAt(orderId)).toHaveLength(1);
    expect(await refundEntries(alice.id)).toEqual([
      { amount: -credited, reference: `payerRefund:${orderId}:1` },
    ]);
    expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(balance - credited);
    expect((await detail(orderId)).body.data.providerRefundable).toBe(false);
  });

  it('refunds a failed order one way only when the balance and the payer are asked at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const alice = await registerAccount(t.app, { brand: 'wephone' });
      const orderId = await failedOrder(alice);
      expect((await detail(orderId)).body.data).toMatchObject({ refundable: true, providerRefundable: true });
      // Either one asked first, every other round.
      const [balanceAnswer, payerAnswer] =
        round % 2 === 0
          ? await Promise.all([refund(orderId, 'balance'), refund(orderId, 'provider')])
          : await Promise.all([refund(orderId, 'provider'), refund(orderId, 'balance')]).then(
              ([payer, balance]) => [balance, payer] as const,
            );
      const oks = [balanceAnswer, payerAnswer].filter((answer) => answer?.body.retcode === Retcode.OK);
      expect(oks).toHaveLength(1);
      const credited = (await refundEntries(alice.id)).reduce((sum, entry) => sum + Number(entry.amount), 0);
      if (balanceAnswer?.body.retcode === Retcode.OK) {
        expect(payerAnswer?.body.retcode).toBe(Retcode.INVALID_PARAMETER);
        expect(credited).toBe(500_000);
        expect(refundsAt(orderId)).toEqual([]);
        expect(await claimOf(orderId)).toEqual({ status: 'refunded', destination: 'balance' });
      } else {
        expect(balanceAnswer?.body.retcode).toBe(Retcode.INVALID_PARAMETER);
        expect(credited).toBe(0);
        expect(refundsAt(orderId)).toHaveLength(1);
        expect(await claimOf(orderId)).toEqual({ status: 'refunded', destination: 'provider' });
      }
      expect(await t.app.ledger.balance(alice.id)).toBe(credited);
    }
  });

  it('refuses a provider refund of an order its provider cannot refund, and a balance credit of a paid one', async () => {
    const coins = await registerAccount(t.app, { brand: 'pingme' });
    const sandboxOrder = await t.app.services.payments.checkout({
      accountId: coins.id,
      brand: 'pingme',
      method: 'card',
      productId: productId('card', 'COIN', 50),
      customFlag: false,
      returnUrl: null,
    });
    const unsupported = await refund(sandboxOrder.orderId, 'provider');
    expect(unsupported.body).toMatchObject({
      retcode: Retcode.INVALID_PARAMETER,
      retmsg:
        'This order was not paid through a provider that gives money back, so it cannot be refunded to the payer.',
    });
    expect((await detail(sandboxOrder.orderId)).body.data.providerRefundable).toBe(false);

    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { orderId } = await paidOrder(alice, 'card');
    const toBalance = await refund(orderId, 'balance');
    expect(toBalance.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(await statusOf(orderId)).toBe('paid');
    expect(refundRequestsFor(orderId)).toEqual([]);
  });
});

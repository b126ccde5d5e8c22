import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { insertOrder } from '../../src/modules/payments/payments.repo.ts';
import { insertRow, wav } from './chat.ts';
import { insertCodeMessage, insertRental, type TestRental } from './codes-old.ts';
import { contact, contactCalls } from './contacts.ts';
import type { NumberedAccount, TestAccount } from './factories.ts';
import { jpeg, png, uploadKyc } from './kyc.ts';
import { offered, shopper, subscribe } from './numbers.ts';
import { codeSentTo, outsidePhone, requestPhoneCode } from './verify.ts';

/** Everything account A owns that another account could name: ids, numbers, links, and text markers. */
export interface VictimAssets {
  account: NumberedAccount;
  /** A's verified phone (tel code, national) and A's login email. */
  verifiedPhone: { telcode: string; phone: string };
  subscriptionId: string;
  messageSmsId: string;
  messageDate: number;
  otherNumber: string;
  voicemailLink: string;
  mediaId: string;
  kycLink: string;
  contactId: string;
  rental: TestRental;
  verifyId: string;
  verifyCode: string;
  orderId: string;
  /** One of A's live sessions. */
  sessionId: string;
  /** Strings only A's data contains: no answer to another account may carry them. */
  markers: string[];
}

/** Builds A: an approved shopper with a rented number, messages, voicemail, contact, KYC, code rental, order. */
export async function victim(app: FastifyInstance, baseUrl: string): Promise<VictimAssets> {
  const owner: TestAccount = await shopper(app, { balance: 5_000_000 });
  const phone = (await offered(app, owner)).body.data.phones[0];
  if (phone === undefined) throw new Error('no number offered');
  const rentedAnswer = await subscribe(app, owner, { telCode: '1', phone: phone.phone, planId: '1101' });
  expect(rentedAnswer.status, JSON.stringify(rentedAnswer.body)).toBe(200);
  const account: NumberedAccount = { ...owner, number: `1${phone.phone}`, telCode: '1', phone: phone.phone };
  const subscription = await app.db
    .selectFrom('number_subscriptions')
    .select('id')
    .where('account_id', '=', owner.id)
    .executeTakeFirstOrThrow();

  const secret = `a-secret-${randomUUID()}`;
  const otherNumber = '14155550123';
  const message = await insertRow(app, account, {
    other_full: otherNumber,
    date: Date.now() - 1000,
    text: secret,
  });

  const staged = await app.services.media.stageAudio(wav(), 'file');
  await app.db.transaction().execute((trx) => app.services.media.record(trx, staged, owner.id));
  const voicemail = await app.services.messaging.delivery.receive({
    dedupeKey: randomUUID(),
    fromNumber: otherNumber,
    toNumber: account.number,
    type: 'voicemail',
    text: '',
    mediaIds: [staged.id],
  });
  if (voicemail === undefined || voicemail === null) throw new Error('voicemail not stored');

  const contactName = `Secret${randomUUID().slice(0, 8)}`;
  const saved = await contactCalls(() => app).create(owner, contact({ name: contactName.slice(0, 20) }));

  const kyc = await uploadKyc(baseUrl, owner, {
    idCard1: { bytes: await jpeg(), name: 'front.jpg' },
    idHold1: { bytes: await png(), name: 'hold.png', type: 'image/png' },
  });
  expect(kyc.status, JSON.stringify(kyc.body)).toBe(200);

  const rental = await insertRental(app, owner.id);
  const codeText = `Your code is ${secret}`;
  await insertCodeMessage(app, owner.id, rental, Date.now() - 5000, codeText);

  const codePhone = outsidePhone();
  const sent = await requestPhoneCode(app, owner, codePhone, `10.9.${Math.floor(Math.random() * 250)}.1`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  // Even the right code must not let another account use A's verification.
  const verifyCode = await codeSentTo(app, `${codePhone.telcode}${codePhone.phone}`);

  const orderId = randomUUID();
  await insertOrder(app.db, {
    id: orderId,
    account_id: owner.id,
    brand: owner.brand,
    method: 'card',
    product_id: 'card_USD_50',
    amount: 500_000,
    gift: 0,
    currency: 'USD',
    status: 'pending',
    provider: 'sandbox',
    provider_ref: null,
    return_url: null,
    created_at: Date.now(),
    paid_at: null,
    failure_code: null,
    payer_ref: null,
  });

  const row = await app.db
    .selectFrom('accounts')
    .select(['tel_code', 'phone'])
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  const session = await app.db
    .selectFrom('sessions')
    .select('id')
    .where('account_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return {
    account,
    verifiedPhone: { telcode: String(row.tel_code), phone: String(row.phone) },
    subscriptionId: subscription.id,
    messageSmsId: message.sms_id,
    messageDate: message.date,
    otherNumber,
    voicemailLink: voicemail.media,
    mediaId: voicemail.media.split('/').pop() ?? '',
    kycLink: kyc.body.data?.idCardUrl1 ?? '',
    contactId: saved.id,
    rental,
    verifyId: sent.body.data.verifyid,
    verifyCode,
    orderId,
    sessionId: session.id,
    markers: [secret, contactName.slice(0, 20), owner.email],
  };
}

/** Tables whose rows belong to an account (by account_id). */
const OWNED_TABLES = [
  'sessions',
  'ledger_entries',
  'calls',
  'invite_codes',
  'account_balances',
  'phone_numbers',
  'code_rentals',
  'code_holds',
  'code_messages',
  'number_subscriptions',
  'number_subscription_events',
  'messages',
  'conversations',
  'media_access',
  'read_markers',
  'contacts',
  'contact_clocks',
  'payment_orders',
  'profiles',
  'kyc',
  'kyc_images',
] as const;

/** Every row A owns (and A's account row), as comparable JSON; equal before and after means untouched. */
export async function snapshotOf(app: FastifyInstance, accountId: string): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of OWNED_TABLES) {
    const rows = await app.db.selectFrom(table).selectAll().where('account_id', '=', accountId).execute();
    snapshot[table] = rows
      .map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? Number(value) : value)))
      .sort();
  }
  const account = await app.db.selectFrom('accounts').selectAll().where('id', '=', accountId).execute();
  snapshot.accounts = account.map((row) => JSON.stringify(row));
  return snapshot;
}

import { randomInt } from 'node:crypto';
import {
  type BrandId,
  brands,
  CUSTOM_AMOUNT_GIFT,
  CUSTOM_PRODUCT,
  MONEY_SCALE,
  type NumberType,
  numberSearchDataSchema,
  PAY_SUBMIT_WEB_METHOD,
  PHONE_CODE_LENGTH,
  paymentOrderDataSchema,
  paySubmitDataSchema,
  planListDataSchema,
  productId,
  productPrefixes,
  Retcode,
  verifyIdDataSchema,
} from '@switchboard/protocol';
import { ApiError, apiCall, decideReview, readOutbox } from './api.ts';

// What a person does before renting a number, done over the API as the web client does it: a
// profile the operator approves, a verified phone, a top-up paid on the sandbox checkout page.

/** Who acts: an account's session on a server. */
interface Session {
  origin: string;
  brand: BrandId;
  token: string;
}

/** Submits a complete profile and has the operator approve it (the use case too where the brand asks one). */
export async function approvedProfile(session: Session, email: string): Promise<void> {
  const { origin, brand, token } = session;
  const useCases = brands[brand].features.useCaseProfile;
  const body = {
    platform: brand,
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '12 St James Square',
    city: 'New York',
    province: 'NY',
    country: 'United States',
    regionCode: 'US',
    postalCode: '10001',
    ...(useCases ? { feature: 'texting', userCase: JSON.stringify([{ value: 'dailyMain' }]) } : {}),
  };
  await apiCall(origin, 'updateProfile', { token, body });
  await decideReview(origin, { brand, email, kind: 'profile', decision: 'approve' });
  if (useCases) await decideReview(origin, { brand, email, kind: 'useCase', decision: 'approve' });
}

/** The code the outbox holds for an outside phone, waiting a little for it to be written. */
async function textedCode(origin: string, to: string): Promise<string> {
  const pattern = new RegExp(`\\b\\d{${PHONE_CODE_LENGTH}}\\b`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const message = (await readOutbox(origin)).find((entry) => entry.channel === 'sms' && entry.to === to);
    const code = message?.text.match(pattern)?.[0];
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached the outbox for ${to}`);
}

/** Verifies an outside phone nobody else holds (a German mobile) with the code texted to it, and saves it. */
export async function verifiedPhone(session: Session): Promise<string> {
  const { origin, brand, token } = session;
  const telcode = '49';
  const phone = `151${randomInt(10_000_000, 100_000_000)}`;
  const sent = verifyIdDataSchema.parse(
    await apiCall(origin, 'getVerifyCode', { token, query: { telcode, phone } }),
  );
  const activationcode = await textedCode(origin, `${telcode}${phone}`);
  await apiCall(origin, 'validateCode', {
    token,
    body: { platform: brand, verifyid: sent.verifyid, activationcode },
  });
  await apiCall(origin, 'setPhoneForAccount', { token, body: { platform: brand, telcode, phone } });
  return `${telcode}${phone}`;
}

/**
 * The custom amounts (whole brand units) a top-up of `units` is paid in: one order where the
 * brand's custom range allows, several where it is larger than the range, and the range's least
 * where it is smaller (the tiles carry gifts on some brands, a custom amount never does).
 */
function customOrders(brand: BrandId, units: number): number[] {
  const min = brands[brand].recharge.custom.min / MONEY_SCALE;
  const max = brands[brand].recharge.custom.max / MONEY_SCALE;
  const orders: number[] = [];
  let left = Math.max(units, min);
  while (left > max) {
    // Never leave a remainder below the least custom amount.
    const chunk = left - max < min ? left - min : max;
    orders.push(chunk);
    left -= chunk;
  }
  orders.push(left);
  return orders;
}

/** Pays one order with the sandbox card: paySubmit, then Pay on its checkout page, as the popup does. */
async function payByCard(session: Session, units: number): Promise<void> {
  const { origin, brand, token } = session;
  const currency = brands[brand].currency.code;
  const order = paySubmitDataSchema.parse(
    await apiCall(origin, 'paySubmit', {
      token,
      body: {
        platform: brand,
        method: PAY_SUBMIT_WEB_METHOD,
        productid: productId(productPrefixes.card, currency, CUSTOM_PRODUCT),
        payment_method: 'card',
        custom_amount: units,
        gift: CUSTOM_AMOUNT_GIFT,
        return_url: `${origin}/`,
        devicetype: 'web',
        browser_type: 'PC',
      },
    }),
  );
  const page = await (await fetch(new URL(order.paymentUrl, origin))).text();
  const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
  if (action === undefined) throw new Error(`the checkout page of order ${order.orderId} has no form`);
  const target = action.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));
  const paid = await fetch(new URL(target, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid' }).toString(),
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`paying order ${order.orderId} answered HTTP ${paid.status}`);
  const status = paymentOrderDataSchema.parse(
    await apiCall(origin, 'getPaymentOrder', { token, query: { orderId: order.orderId } }),
  ).status;
  if (status !== 'paid') throw new Error(`order ${order.orderId} is ${status}, not paid`);
}

/** Tops up at least `units` whole brand units with the sandbox card (exactly, within the custom range). */
export async function topUp(session: Session, units: number): Promise<void> {
  for (const amount of customOrders(session.brand, units)) await payByCard(session, amount);
}

/** A country whose numbers a brand rents: its flow code, number type and calling code. */
export interface NumberKind {
  code: string;
  type: NumberType;
  telCode: string;
}

/**
 * Where fresh accounts' numbers come from. cloudnumber rents only Chinese cloud numbers. The other
 * brands' are Canadian first: the seeded demo accounts hold most US numbers, and the specs that rent
 * through the new-number screen pick New York ones. Both are +1 numbers, texted alike.
 */
export function numberKinds(brand: BrandId): NumberKind[] {
  if (brand === 'cloudnumber') return [{ code: 'CN', type: 'mobile', telCode: '86' }];
  return [
    { code: 'CA', type: 'local', telCode: '1' },
    { code: 'US', type: 'local', telCode: '1' },
  ];
}

/** The cheapest monthly plan a brand sells for a kind of number: its id and price in ten-thousandths. */
export async function cheapestMonthlyPlan(
  session: Session,
  kind: NumberKind,
): Promise<{ planId: string; planRent: number }> {
  const { planList } = planListDataSchema.parse(
    await apiCall(session.origin, 'getPlanList', {
      token: session.token,
      query: { code: kind.code, type: kind.type },
    }),
  );
  const monthly = planList.filter((plan) => plan.planRentPeriod === 1);
  const cheapest = monthly.reduce<(typeof monthly)[number] | undefined>(
    (best, plan) => (best === undefined || plan.planRent < best.planRent ? plan : best),
    undefined,
  );
  if (cheapest === undefined) throw new Error(`${session.brand} sells no monthly plan for ${kind.code}`);
  return cheapest;
}

/** The numbers of a kind on offer now (national numbers). */
export async function numbersOnOffer(session: Session, kind: NumberKind): Promise<string[]> {
  const { phones } = numberSearchDataSchema.parse(
    await apiCall(session.origin, 'getVirtualPhoneByAreaCode', {
      token: session.token,
      query: { code: kind.code, type: kind.type, telCode: kind.telCode },
    }),
  );
  return phones.map((phone) => phone.phone);
}

/**
 * Rents one number of the kind on the plan over the API (the new-number flow has its own specs):
 * one of those on offer, chosen at random so parallel tests do not race for the same one.
 */
export async function rentNumber(session: Session, kind: NumberKind, planId: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const offered = await numbersOnOffer(session, kind);
    const phone = offered[randomInt(0, Math.max(offered.length, 1))];
    if (phone === undefined) break;
    const body = {
      platform: session.brand,
      planId,
      telCode: kind.telCode,
      phone,
      code: kind.code,
      type: kind.type,
    };
    try {
      await apiCall(session.origin, 'subVirtualPhone', { token: session.token, body });
      return;
    } catch (error) {
      // Taken by another test a moment earlier: search again.
      if (!(error instanceof ApiError && error.retcode === Retcode.NUMBER_UNAVAILABLE)) throw error;
    }
  }
  throw new Error(`no ${kind.code} number could be rented`);
}

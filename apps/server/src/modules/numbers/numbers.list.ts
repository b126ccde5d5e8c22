import type {
  NumberSubscription,
  UiLanguage,
  VirtualPhone,
  VirtualPhoneListData,
} from '@switchboard/protocol';
import type { Executor, PhoneNumberRow } from '../../db/types.ts';
import { callSettingsOf } from './call-settings.repo.ts';
import { COUNTRY_CALLING_CODES } from './numbers.inventory.ts';
import { planName } from './numbers.plan-texts.ts';
import { numbersOf } from './numbers.repo.ts';
import type { PlanCatalog } from './plan-catalog.ts';
import { renewalPlan } from './renewal.ts';
import { liveSubscriptionsOf, type SubscriptionRow, subscribedNumberIds } from './subscriptions.repo.ts';

/** Calling codes a number can text: those of its own country (toll-free numbers text +1). */
export function textableCallingCodes(row: PhoneNumberRow): string[] {
  const code = COUNTRY_CALLING_CODES[row.country];
  return code === undefined ? [row.tel_code] : [code];
}

/** A live subscription's plan and renewal state as the list shows it; null without a known plan. */
function subscriptionOf(
  catalog: PlanCatalog,
  brand: string,
  sub: SubscriptionRow | undefined,
  language: UiLanguage,
): NumberSubscription | null {
  const plan = sub === undefined ? undefined : catalog.plan(brand, sub.plan_id);
  if (sub === undefined || plan === undefined) return null;
  const grace = sub.status === 'grace' && sub.grace_until !== null;
  return {
    status: grace ? 'grace' : 'active',
    lapsesAt: grace ? new Date(Number(sub.grace_until)).toISOString() : '',
    planName: planName(plan, language),
    planRentPeriod: plan.months,
    planRent: plan.planRent,
    renewalAmount: renewalPlan(catalog, brand, sub)?.plan.planRent ?? plan.planRent,
  };
}

/** The wire shape of an owned number with its live subscription (none: no plan, paymentDate ''). */
export function toVirtualPhone(
  catalog: PlanCatalog,
  brand: string,
  row: PhoneNumberRow,
  sub: SubscriptionRow | undefined,
  language: UiLanguage,
): VirtualPhone {
  return {
    telCode: row.tel_code,
    phone: row.phone,
    country: row.country,
    tollFree: row.toll_free === 1,
    messagingEnabled: row.messaging_enabled === 1,
    paymentDate: sub === undefined ? '' : new Date(sub.next_payment_at).toISOString(),
    monthRent: sub === undefined ? 0 : (catalog.plan(brand, sub.plan_id)?.monthRent ?? 0),
    planId: sub?.plan_id ?? '',
    subscription: subscriptionOf(catalog, brand, sub, language),
  };
}

/**
 * The numbers an account may use: owned ones with a live subscription, plus owned ones that never
 * had any (numbers assigned before subscriptions existed); a number whose subscriptions all ended
 * is not the account's any more even if its release has not been applied to the inventory yet.
 */
export async function usableNumbers(
  ex: Executor,
  accountId: string,
): Promise<{ row: PhoneNumberRow; sub: SubscriptionRow | undefined }[]> {
  const [rows, live, subscribed] = await Promise.all([
    numbersOf(ex, accountId),
    liveSubscriptionsOf(ex, accountId),
    subscribedNumberIds(ex, accountId),
  ]);
  const liveByNumber = new Map(live.map((sub) => [sub.number_id, sub]));
  return rows
    .filter((row) => liveByNumber.has(row.id) || !subscribed.has(row.id))
    .map((row) => ({ row, sub: liveByNumber.get(row.id) }));
}

/** getVirtualPhoneList: usable numbers with their plans, what each can text, and the call settings. */
export async function virtualPhoneListOf(
  ex: Executor,
  catalog: PlanCatalog,
  brand: string,
  accountId: string,
  language: UiLanguage,
): Promise<VirtualPhoneListData> {
  const [numbers, account] = await Promise.all([usableNumbers(ex, accountId), callSettingsOf(ex, accountId)]);
  const smsCountryCodes: Record<string, string[]> = {};
  for (const { row } of numbers) smsCountryCodes[row.full_number] = textableCallingCodes(row);
  const hasNumber = numbers.length > 0;
  const hasPhone = account?.phone != null && account.phone !== '';
  return {
    virtualPhones: numbers.map(({ row, sub }) => toVirtualPhone(catalog, brand, row, sub, language)),
    smsCountryCodes,
    forwardStatus: account?.forward_status === 1 ? 1 : 0,
    voicemailStatus: account?.voicemail_status === 1 ? 1 : 0,
    canForward: hasNumber && hasPhone,
    canVoicemail: hasNumber,
  };
}

import { addMonths, type Plan, type UiLanguage } from '@switchboard/protocol';
import type { CatalogPlan, PlanGroup } from './numbers.catalog.ts';

type Texts = Record<UiLanguage, string>;

const GROUP_NAMES: Record<PlanGroup, Texts> = {
  unlimited: { en: 'Unlimited', 'zh-CN': '无限套餐' },
  unlimitedVoice: { en: 'Unlimited Voice', 'zh-CN': '无限通话' },
  unlimitedTexts: { en: 'Unlimited Texts', 'zh-CN': '无限短信' },
  payAsYouGo: { en: 'Pay As You Go', 'zh-CN': '按量付费' },
  usCaCombo: { en: 'US/CA Combination', 'zh-CN': '美加组合套餐' },
  cloud: { en: 'Cloud Number', 'zh-CN': '云号码' },
};

const GROUP_ITEMS: Record<PlanGroup, Record<UiLanguage, string[]>> = {
  unlimited: {
    en: ['Unlimited calls', 'Unlimited SMS/MMS', 'Personal use only'],
    'zh-CN': ['无限通话', '无限短信/彩信', '仅限个人使用'],
  },
  unlimitedVoice: {
    en: ['Unlimited calls', 'SMS/MMS billed at the rates', 'Personal use only'],
    'zh-CN': ['无限通话', '短信/彩信按资费计费', '仅限个人使用'],
  },
  unlimitedTexts: {
    en: ['Unlimited SMS/MMS', 'Calls billed at the rates', 'Personal use only'],
    'zh-CN': ['无限短信/彩信', '通话按资费计费', '仅限个人使用'],
  },
  payAsYouGo: {
    en: ['The number only', 'Calls and messages billed at the rates'],
    'zh-CN': ['仅号码月租', '通话和短信按资费计费'],
  },
  usCaCombo: {
    en: ['Calls and SMS/MMS to both the US and Canada', 'Usage billed at the rates', 'Personal use only'],
    'zh-CN': ['可拨打和发送短信/彩信至美国和加拿大', '用量按资费计费', '仅限个人使用'],
  },
  cloud: { en: ['A Chinese cloud number'], 'zh-CN': ['中国云号码'] },
};

const CYCLE_NAMES: Record<number, Texts> = {
  1: { en: 'Monthly', 'zh-CN': '月付' },
  3: { en: 'Quarterly', 'zh-CN': '季付' },
  6: { en: '6 months', 'zh-CN': '半年付' },
  12: { en: 'Annually', 'zh-CN': '年付' },
};

/** A billing cycle's name (Monthly, Quarterly, 6 months, Annually). */
export function cycleName(months: number, language: UiLanguage): string {
  return CYCLE_NAMES[months]?.[language] ?? `${months}`;
}

/** A plan group's name in the language. */
export function planName(plan: CatalogPlan, language: UiLanguage): string {
  return GROUP_NAMES[plan.group][language];
}

function tipOf(plan: CatalogPlan, language: UiLanguage): string {
  const parts: string[] = [cycleName(plan.months, language)];
  if (plan.discount > 0) parts.push(language === 'en' ? `save ${plan.discount}%` : `节省 ${plan.discount}%`);
  if (plan.extra > 0) parts.push(language === 'en' ? `${plan.extra} extra included` : `赠送 ${plan.extra}`);
  return parts.join(language === 'en' ? ', ' : '，');
}

/**
 * The wire shape of a catalogue plan in the request's language; `nextPaymentAt` is the next payment
 * with it (a cycle started now unless the caller knows the number's own date).
 */
export function toPlan(
  plan: CatalogPlan,
  language: UiLanguage,
  nextPaymentAt: number = addMonths(Date.now(), plan.months),
): Plan {
  return {
    planId: plan.planId,
    planName: planName(plan, language),
    group: plan.group,
    planRent: plan.planRent,
    monthRent: plan.monthRent,
    planRentPeriod: plan.months,
    chargeType: 1,
    discount: plan.discount,
    tip: tipOf(plan, language),
    activationFee: 0,
    planDescList: [
      { title: language === 'en' ? 'Includes' : '套餐内容', items: GROUP_ITEMS[plan.group][language] },
      {
        title: language === 'en' ? 'Billing' : '计费',
        items: [
          language === 'en'
            ? `Charged ${plan.months === 1 ? 'every month' : `every ${plan.months} months`} in advance; SMS/MMS activates within 24 hours.`
            : `${plan.months === 1 ? '每月' : `每 ${plan.months} 个月`}预付；短信/彩信在 24 小时内开通。`,
        ],
      },
    ],
    urlDict: {},
    nextPaymentDate: new Date(nextPaymentAt).toISOString(),
  };
}

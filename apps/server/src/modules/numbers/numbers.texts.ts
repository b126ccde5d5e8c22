import type { UiLanguage } from '@switchboard/protocol';

/** A readable date (YYYY-MM-DD, UTC) for hints. */
export function dayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The hints the number calls answer with, in the request's language. */
export const numberTexts = {
  subscribed: (number: string, plan: string, next: number, language: UiLanguage): string =>
    language === 'en'
      ? `+${number} is now yours on ${plan}. SMS/MMS activates within 24 hours. Next payment: ${dayOf(next)}.`
      : `号码 +${number} 已开通（${plan}）。短信/彩信将在 24 小时内开通。下次扣费：${dayOf(next)}。`,
  restored: (number: string, plan: string, next: number, language: UiLanguage): string =>
    language === 'en'
      ? `+${number} is restored on ${plan}. Next payment: ${dayOf(next)}.`
      : `号码 +${number} 已恢复（${plan}）。下次扣费：${dayOf(next)}。`,
  renewed: (number: string, plan: string, next: number, language: UiLanguage): string =>
    language === 'en'
      ? `+${number} is renewed${plan ? ` on ${plan}` : ''}. Next payment: ${dayOf(next)}.`
      : `号码 +${number} 已续订${plan ? `（${plan}）` : ''}。下次扣费：${dayOf(next)}。`,
  changeNowTip: (language: UiLanguage): string =>
    language === 'en'
      ? 'Change now: the new plan is charged today and a new billing cycle starts today.'
      : '立即变更：今天扣除新套餐费用，并从今天开始新的计费周期。',
  changeLaterTip: (next: number, language: UiLanguage): string =>
    language === 'en'
      ? `Change at the next billing cycle: nothing is charged now; the new plan applies from ${dayOf(next)}.`
      : `下个计费周期变更：现在不扣费，新套餐从 ${dayOf(next)} 起生效。`,
  changeRule: (language: UiLanguage): string =>
    language === 'en'
      ? 'The remaining days of the current period are not refunded.'
      : '当前周期的剩余天数不予退款。',
  changedNow: (language: UiLanguage): string =>
    language === 'en' ? 'Your plan has been changed.' : '套餐已变更。',
  changeScheduled: (language: UiLanguage): string =>
    language === 'en' ? 'Your plan change has been scheduled.' : '套餐变更已预约。',
  planApplies: (plan: string, from: number, language: UiLanguage): string =>
    language === 'en' ? `${plan}, from ${dayOf(from)}` : `${plan}，自 ${dayOf(from)} 起生效`,
};

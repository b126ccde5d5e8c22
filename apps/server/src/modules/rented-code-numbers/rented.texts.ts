import type { UiLanguage } from '@switchboard/protocol';

const texts = {
  subscribed: {
    en: (date: string) => `Subscribed. The next monthly rent is charged on ${date}.`,
    'zh-CN': (date: string) => `订阅成功，下次月租将于 ${date} 扣除。`,
  },
  unsubscribed: {
    en: (date: string) => `Unsubscribed. You keep the number until ${date}; it can be restored until then.`,
    'zh-CN': (date: string) => `已取消订阅。号码保留至 ${date}，在此之前可恢复订阅。`,
  },
  restored: {
    en: (date: string) =>
      `The number is restored and subscribed. The next monthly rent is charged on ${date}.`,
    'zh-CN': (date: string) => `号码已恢复订阅，下次月租将于 ${date} 扣除。`,
  },
} as const;

/** The hint of a subscription change, in the request's language. */
export function hintText(kind: keyof typeof texts, language: UiLanguage, date: string): string {
  return texts[kind][language](date);
}

import type { UiLanguage } from '@switchboard/protocol';

/** Descriptions of the rates table's rows that are not a destination country. */
interface RateTexts {
  inboundCall: string;
  outboundSms: string;
  inboundSms: string;
  mms: string;
  activationFee: string;
  /** Monthly rent rows, in the order of the rent columns: Unlimited, Unlimited Texts, Pay As You Go. */
  planRents: readonly [string, string, string];
}

const en: RateTexts = {
  inboundCall: 'Inbound call',
  outboundSms: 'Outbound SMS',
  inboundSms: 'Inbound SMS',
  mms: 'MMS',
  activationFee: 'Activation fee',
  planRents: ['Unlimited monthly rent', 'Unlimited Texts monthly rent', 'Pay As You Go monthly rent'],
};

const zh: RateTexts = {
  inboundCall: '呼入电话',
  outboundSms: '发送短信',
  inboundSms: '接收短信',
  mms: '彩信',
  activationFee: '开通费',
  planRents: ['无限套餐月租', '无限短信月租', '按量付费月租'],
};

const TEXTS: Record<UiLanguage, RateTexts> = { en, 'zh-CN': zh };

/** The rates table's row descriptions in a language. */
export function rateTexts(language: UiLanguage): RateTexts {
  return TEXTS[language];
}

import type { UiLanguage } from '@switchboard/protocol';

/**
 * How a sentence names a field a person types or chooses, in English and Chinese. Fields nobody types
 * (brand, message ids, cursors, tokens) are absent on purpose: a failure there gets the generic
 * "reload and try again" sentence, because naming them would mean nothing to the reader.
 */
const labels = {
  account: { en: 'your email or phone number', zh: '邮箱或电话号码' },
  activationcode: { en: 'the verification code', zh: '验证码' },
  address: { en: 'the address', zh: '地址' },
  amount: { en: 'the amount', zh: '金额' },
  app: { en: 'the app', zh: '应用' },
  areaCode: { en: 'the area code', zh: '区号' },
  city: { en: 'the city', zh: '城市' },
  code: { en: 'the country', zh: '国家或地区' },
  company: { en: 'the company', zh: '公司' },
  country: { en: 'the country', zh: '国家或地区' },
  currency: { en: 'the currency', zh: '币种' },
  custom_amount: { en: 'the amount', zh: '金额' },
  date: { en: 'the month', zh: '月份' },
  email: { en: 'the email address', zh: '邮箱地址' },
  feature: { en: 'the features', zh: '功能' },
  fileBuffer: { en: 'the picture', zh: '图片' },
  file: { en: 'the picture', zh: '图片' },
  firstName: { en: 'the first name', zh: '名' },
  forward: { en: 'the forwarding number', zh: '转接号码' },
  fromNumber: { en: 'the number you send from', zh: '发送号码' },
  idCard: { en: 'the identity card picture', zh: '身份证照片' },
  idCard1: { en: 'the front of the identity card', zh: '身份证正面照片' },
  idCard2: { en: 'the back of the identity card', zh: '身份证背面照片' },
  idHold: { en: 'the picture of you holding your identity card', zh: '手持身份证照片' },
  inputCaptcha: { en: 'the characters in the picture', zh: '图片中的字符' },
  inviteCode: { en: 'the invite code', zh: '邀请码' },
  lastName: { en: 'the last name', zh: '姓' },
  months: { en: 'the number of months', zh: '月数' },
  name: { en: 'the name', zh: '名称' },
  network: { en: 'the network', zh: '网络' },
  note: { en: 'the note', zh: '备注' },
  number: { en: 'the number', zh: '号码' },
  numberType: { en: 'the number type', zh: '号码类型' },
  passport: { en: 'the passport picture', zh: '护照照片' },
  newPassword: { en: 'the new password', zh: '新密码' },
  oldPassword: { en: 'your current password', zh: '当前密码' },
  password: { en: 'the password', zh: '密码' },
  paymentMethod: { en: 'the payment method', zh: '支付方式' },
  payment_method: { en: 'the payment method', zh: '支付方式' },
  phone: { en: 'the phone number', zh: '电话号码' },
  phones: { en: 'the phone numbers', zh: '电话号码' },
  planId: { en: 'the plan', zh: '套餐' },
  productId: { en: 'the amount', zh: '金额' },
  productid: { en: 'the amount', zh: '金额' },
  postalCode: { en: 'the postal code', zh: '邮政编码' },
  province: { en: 'the province or state', zh: '省或州' },
  rateCountryCode: { en: 'the country', zh: '国家或地区' },
  regionCode: { en: 'the country or region', zh: '国家或地区' },
  telCode: { en: 'the country code', zh: '国家代码' },
  telcode: { en: 'the country code', zh: '国家代码' },
  text: { en: 'the message', zh: '消息内容' },
  toNumber: { en: 'the phone number', zh: '电话号码' },
  userCase: { en: 'the use case', zh: '用途' },
  virtualNumber: { en: 'the number', zh: '号码' },
  voicemail: { en: 'the voicemail setting', zh: '语音信箱设置' },
  ym: { en: 'the month', zh: '月份' },
} as const satisfies Record<string, { en: string; zh: string }>;

/**
 * Request fields nobody types or chooses: ids, cursors, tokens, paging, the brand and client facts.
 * A failure in one of them reads "reload and try again"; the guard test checks every protocol field
 * is either labelled above or listed here.
 */
export const UNLABELLED_FIELDS: ReadonlySet<string> = new Set([
  'addressBook',
  'browser_type',
  'captchaId',
  'count',
  'devicetype',
  // The membership end a VIP purchase was confirmed against.
  'expireDate',
  'from',
  // The custom-amount flag "-1" the page sets when a custom amount is chosen.
  'gift',
  'historyId',
  'id',
  'ids',
  // An import batch's rows and the client-chosen key of each.
  'key',
  'language',
  'languagecode',
  'lastApp',
  'lastNumber',
  'media',
  'method',
  'needLog',
  'nextApi',
  'nextPage',
  'orderId',
  'otherFullNumber',
  'ownFullNumber',
  'pageNo',
  'pageSize',
  'platform',
  'pow',
  'readAt',
  'returnUrl',
  'return_url',
  'rows',
  'sessionId',
  'since',
  'sliderId',
  'sliderToken',
  'sms',
  'startTime',
  't',
  'to',
  'trail',
  'type',
  'verifyid',
  'webVersion',
  'x',
]);

/** A field a person types or chooses, named in sentences by its label. */
export type FieldName = keyof typeof labels;

/** Whether a field name (the last segment of a path) has a label people understand. */
export function isLabelled(field: string): field is FieldName {
  return Object.hasOwn(labels, field);
}

/** The label of a field in a language. */
export function fieldLabel(field: FieldName, language: UiLanguage): string {
  const entry = labels[field];
  return language === 'zh-CN' ? entry.zh : entry.en;
}

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
  brand: { en: 'the brand', zh: '品牌' },
  areaCode: { en: 'the area code', zh: '区号' },
  city: { en: 'the city', zh: '城市' },
  code: { en: 'the country', zh: '国家或地区' },
  company: { en: 'the company', zh: '公司' },
  country: { en: 'the country', zh: '国家或地区' },
  currency: { en: 'the currency', zh: '币种' },
  custom_amount: { en: 'the amount', zh: '金额' },
  date: { en: 'the month', zh: '月份' },
  decision: { en: 'the decision', zh: '审核决定' },
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
  kind: { en: 'the kind of review', zh: '审核类型' },
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
  q: { en: 'the search', zh: '搜索内容' },
  // The console's catalogue: a rate's prices and a banner ad's addresses and text.
  smsSegment: { en: 'the price per SMS segment', zh: '每个短信分段的价格' },
  mms: { en: 'the MMS price', zh: '彩信价格' },
  imageUrl: { en: 'the image address', zh: '图片地址' },
  linkUrl: { en: 'the link', zh: '链接' },
  alt: { en: 'the alternative text', zh: '替代文本' },
  rateCountryCode: { en: 'the country', zh: '国家或地区' },
  // The console's plans: a billing period's price and whether new rentals may choose it.
  planRent: { en: 'the price', zh: '价格' },
  onSale: { en: 'on sale', zh: '是否在售' },
  // The console's recharge amounts: the tiles, the first one selected, the custom range and the gift.
  tiles: { en: 'the amounts', zh: '充值金额' },
  defaultTile: { en: 'the amount selected first', zh: '默认选中的金额' },
  customMin: { en: 'the smallest custom amount', zh: '自定义金额下限' },
  customMax: { en: 'the largest custom amount', zh: '自定义金额上限' },
  customDefault: { en: 'the custom amount shown first', zh: '默认自定义金额' },
  popularGiftPercent: { en: 'the gift percentage', zh: '赠送比例' },
  // The console's verification apps: names, place in the list, redirection and fees.
  nameEn: { en: 'the English name', zh: '英文名称' },
  nameZh: { en: 'the Chinese name', zh: '中文名称' },
  sort: { en: 'the place in the list', zh: '列表中的位置' },
  redirectTo: { en: 'the app it leads to', zh: '跳转到的应用' },
  codeRate: { en: 'the fee per code', zh: '每条验证码的费用' },
  subRent: { en: 'the monthly fee', zh: '月租' },
  reason: { en: 'the reason', zh: '原因' },
  // The console's brand settings.
  supportEmail: { en: 'the support email address', zh: '客服邮箱' },
  tabs: { en: 'the tabs', zh: '标签' },
  defaultTab: { en: 'the tab opened first', zh: '首先打开的标签' },
  defaultLanguage: { en: 'the default language', zh: '默认语言' },
  currencyUnitEn: { en: 'the English unit name', zh: '英文货币单位' },
  currencyUnitZh: { en: 'the Chinese unit name', zh: '中文货币单位' },
  currencySymbol: { en: 'the currency symbol', zh: '货币符号' },
  currencyDecimals: { en: 'the decimals shown', zh: '显示的小数位数' },
  colorPrimary: { en: 'the main colour', zh: '主色' },
  colorSecondary: { en: 'the second colour', zh: '辅色' },
  colorSidebar: { en: 'the side bar colour', zh: '侧边栏颜色' },
  colorSidebarIcon: { en: 'the side bar icon colour', zh: '侧边栏图标颜色' },
  termsUrl: { en: 'the terms of service page', zh: '服务条款页面' },
  privacyUrl: { en: 'the privacy policy page', zh: '隐私政策页面' },
  // Where the console's refund of a payment order goes: the balance or the payer.
  destination: { en: 'where the refund goes', zh: '退款去向' },
  regionCode: { en: 'the country or region', zh: '国家或地区' },
  // The console's purchase of a number: the place the carrier named for it.
  region: { en: 'the place', zh: '地区' },
  role: { en: 'the role', zh: '角色' },
  telCode: { en: 'the country code', zh: '国家代码' },
  telcode: { en: 'the country code', zh: '国家代码' },
  text: { en: 'the message', zh: '消息内容' },
  toNumber: { en: 'the phone number', zh: '电话号码' },
  // The console's gift of a number: who gets it, by email or account id.
  user: { en: 'the user’s email or account id', zh: '用户邮箱或账号 ID' },
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
  // The console's account and operator ids (picked from a list), audit cursor and page size,
  // idempotency key and setup link token.
  'accountId',
  'operatorId',
  'before',
  'limit',
  'requestId',
  'setupToken',
  // The console's payment filters, chosen from lists, and its page position.
  'offset',
  'status',
  // The audit log's action filter, chosen from a list.
  'action',
  // The console's catalogue: a rate chosen from the list, a banner's switches and where it moves.
  'rateKey',
  'popup',
  'active',
  'direction',
  // The console's verification apps: the on/off switch.
  'enabled',
  // A conversation's menu: archive, mute and mark-unread switches, set by its items.
  'archived',
  'muted',
  'unread',
  // A verification app's star in the service list, set by its button.
  'favourite',
  // A browser's push subscription, given by the browser itself.
  'endpoint',
  'keys',
  // The console's number-state filter, chosen from a list, and an import's file text (its rows are
  // checked one by one, each refusal naming its line).
  'state',
  'csv',
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

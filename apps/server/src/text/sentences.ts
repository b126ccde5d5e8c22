import type { SentenceEntry } from './sentence-entry.ts';
import { consoleBrandSentences } from './sentences-console-brands.ts';
import { consoleCarrierSentences } from './sentences-console-carrier.ts';
import { consoleCatalogueSentences } from './sentences-console-catalogue.ts';
import { consoleCodeAppSentences } from './sentences-console-code-apps.ts';
import { consoleNumberSentences } from './sentences-console-numbers.ts';
import { consolePlanSentences } from './sentences-console-plans.ts';
import { consoleRechargeSentences } from './sentences-console-recharge.ts';
import { consoleRefundSentences } from './sentences-console-refunds.ts';
import { conversationActionSentences } from './sentences-conversation-actions.ts';

/**
 * Sentences people read in answers (retmsg), beyond the retcode catalogue's one text per code: each
 * case that needs its own words, in English and Chinese. Placeholders are `{name}` (`{Name}` starts
 * with a capital); an English entry with `one`/`other` forms is chosen by the `count` parameter.
 */
export const sentences = {
  // Validation of fields, naming the field by its label.
  fieldRequired: { en: 'Enter {label}.', zh: '请输入{label}。' },
  fieldChoose: { en: 'Choose {label}.', zh: '请选择{label}。' },
  fieldTooLong: {
    en: {
      one: '{Label} can be at most {count} character long.',
      other: '{Label} can be at most {count} characters long.',
    },
    zh: '{label}最多 {count} 个字符。',
  },
  fieldTooShort: {
    en: {
      one: '{Label} needs at least {count} character.',
      other: '{Label} needs at least {count} characters.',
    },
    zh: '{label}至少需要 {count} 个字符。',
  },
  fieldTooMany: {
    en: { one: 'Choose at most {count} at a time.', other: 'Choose at most {count} at a time.' },
    zh: '一次最多选择 {count} 项。',
  },
  tooManySelected: {
    en: 'You chose too many at once. Choose fewer and try again.',
    zh: '一次选择的项目过多，请减少后重试。',
  },
  fieldTooFew: { en: 'Choose at least {count}.', zh: '请至少选择 {count} 项。' },
  fieldTooHigh: { en: '{Label} can be at most {count}.', zh: '{label}最大为 {count}。' },
  fieldTooLow: { en: '{Label} must be at least {count}.', zh: '{label}最小为 {count}。' },
  fieldInvalid: { en: '{Label} is not valid. Check it and try again.', zh: '{label}无效，请检查后重试。' },
  requestInvalid: {
    en: 'Something in the request was not valid. Reload the page and try again.',
    zh: '请求内容无效，请刷新页面后重试。',
  },
  requestTooLarge: { en: 'What you sent is too large.', zh: '发送的内容过大。' },
  fieldInvisible: {
    en: 'Remove the invisible characters from {label} and try again.',
    zh: '请删除{label}中的不可见字符后重试。',
  },
  returnUrlForeign: {
    en: 'After paying you can only come back to this site. Reload the page and try again.',
    zh: '支付完成后只能返回本站，请刷新页面后重试。',
  },
  requestInvisible: {
    en: 'Remove the invisible characters from what you entered and try again.',
    zh: '请删除输入内容中的不可见字符后重试。',
  },
  emailInvalid: { en: 'Enter a valid email address.', zh: '请输入有效的邮箱地址。' },
  phoneDigits: { en: 'Enter the phone number as 5 to 15 digits.', zh: '请输入 5 到 15 位数字的电话号码。' },
  numberDigits: { en: 'Enter the number as 5 to 18 digits.', zh: '请输入 5 到 18 位数字的号码。' },
  countryCodeDigits: { en: 'Enter a country code of 1 to 4 digits.', zh: '请输入 1 到 4 位数字的国家代码。' },
  codeDigits: { en: 'Enter the {count}-digit code.', zh: '请输入 {count} 位验证码。' },
  monthFormat: { en: 'Choose a month (YYYY-MM).', zh: '请选择月份（YYYY-MM）。' },
  inviteCodeFormat: {
    en: 'An invite code has 6 to 12 letters or digits.',
    zh: '邀请码由 6 到 12 位字母或数字组成。',
  },
  countryChoose: { en: 'Choose a country or region.', zh: '请选择国家或地区。' },
  contactPhoneRequired: { en: 'Add at least one phone number.', zh: '请至少添加一个电话号码。' },
  contactPhonesMax: {
    en: {
      one: 'A contact can have at most {count} phone number.',
      other: 'A contact can have at most {count} phone numbers.',
    },
    zh: '一个联系人最多 {count} 个电话号码。',
  },
  contactsMax: {
    en: { one: 'You can keep at most {count} contact.', other: 'You can keep at most {count} contacts.' },
    zh: '最多可保存 {count} 个联系人。',
  },
  contactsImportInvalid: {
    en: 'The contacts file could not be read. Check it and try again.',
    zh: '无法读取联系人文件，请检查后重试。',
  },
  contactNotFound: {
    en: 'This contact no longer exists. Reload the page.',
    zh: '该联系人已不存在，请刷新页面。',
  },

  // Verification codes and gates.
  codeWrong: { en: 'The code is wrong or has expired.', zh: '验证码错误或已过期。' },
  codeWait: {
    en: {
      one: 'Wait {count} second before asking for another code.',
      other: 'Wait {count} seconds before asking for another code.',
    },
    zh: '请等待 {count} 秒后再获取验证码。',
  },
  codeDailyLimit: {
    en: 'Too many codes were sent today. Try again tomorrow.',
    zh: '今天发送的验证码过多，请明天再试。',
  },
  codeNumberHourLimit: {
    en: 'Too many codes were texted to this number in the last hour. Try again later.',
    zh: '过去一小时内向该号码发送的验证码过多，请稍后再试。',
  },
  codeAccountHourLimit: {
    en: 'You asked for too many codes by text in the last hour. Try again later.',
    zh: '您在过去一小时内请求短信验证码的次数过多，请稍后再试。',
  },
  codeAddressLimit: {
    en: 'Too many codes were asked for from your network. Try again later.',
    zh: '您的网络请求验证码次数过多，请稍后再试。',
  },
  codePhoneNotSupported: {
    en: 'Numbers of this service cannot receive codes. Enter another phone number.',
    zh: '本服务的号码不能接收验证码，请输入其他电话号码。',
  },
  codeMailFailed: {
    en: 'The email could not be sent. Try again later.',
    zh: '邮件发送失败，请稍后再试。',
  },
  captchaFirst: { en: 'Confirm the picture check first.', zh: '请先完成图片验证。' },
  sliderFirst: { en: 'Solve the slider first.', zh: '请先完成滑块验证。' },
  sliderExpired: { en: 'The slider has expired. Try it again.', zh: '滑块验证已过期，请重试。' },
  sliderMissed: { en: 'The piece is not in its gap. Try again.', zh: '拼图未对准缺口，请重试。' },
  // Slider guesses refused before their place is looked at.
  sliderNoProof: {
    en: 'Your browser did not finish the slider check. Try the slider again.',
    zh: '浏览器未完成滑块校验，请重新完成滑块验证。',
  },
  sliderTrail: {
    en: 'That did not look like a drag by hand. Slide the piece again.',
    zh: '拖动轨迹异常，请重新拖动拼图。',
  },
  verifyFirst: { en: 'Verify {label} with a code first.', zh: '请先用验证码验证{label}。' },
  contactWrongCall: {
    en: 'Use the change option for {label}, which is already set.',
    zh: '{label}已设置，请使用修改功能。',
  },
  contactSetFirst: { en: 'Set {label} first.', zh: '请先设置{label}。' },
  verifyPhoneFirst: { en: 'Verify a phone number first.', zh: '请先验证电话号码。' },

  // Numbers and plans.
  balanceNeeded: {
    en: 'Your balance does not cover {amount}. Recharge and try again.',
    zh: '余额不足 {amount}，请充值后重试。',
  },
  balanceOneCode: {
    en: 'Your balance does not cover one code. Recharge and try again.',
    zh: '余额不足以接收一个验证码，请充值后重试。',
  },
  balanceOneMoreCode: {
    en: 'Your balance does not cover one more code while your other numbers wait for theirs. Finish or release one of them, or recharge.',
    zh: '其他号码仍在等待验证码，余额不足以再接收一个验证码。请先完成或释放其中一个号码，或充值后重试。',
  },
  tooManyOpenNumbers: {
    en: 'You have too many numbers open at once. Finish or release one of them, then try again.',
    zh: '同时占用的号码过多，请先完成或释放其中一个号码后再试。',
  },
  numberTaken: {
    en: '{number} was just taken or is no longer on offer. Choose another number.',
    zh: '{number} 刚被占用或已不再提供，请选择其他号码。',
  },
  numberNotYours: { en: '{number} is not one of your numbers.', zh: '{number} 不是您的号码。' },
  codeNumberSubscribedRelease: {
    en: 'This number is subscribed. Unsubscribe it first, then release it.',
    zh: '该号码已订阅，请先取消订阅，再释放号码。',
  },
  sendBeforeFirstCode: {
    en: 'This number can send messages once it has received its first code.',
    zh: '该号码收到第一条验证码后才能发送短信。',
  },
  numberNotYoursNow: {
    en: 'This number is no longer one of yours. Reload the page.',
    zh: '该号码已不属于您，请刷新页面。',
  },
  numberStillSubscribed: {
    en: '{number} is still subscribed; there is nothing to restore.',
    zh: '{number} 仍在订阅中，无需恢复。',
  },
  numberNotRestorable: { en: '{number} can no longer be restored.', zh: '{number} 已无法恢复。' },
  renewalNotDue: {
    en: '{number} has no overdue renewal; there is nothing to pay now.',
    zh: '{number} 没有逾期未付的续费，现在无需付款。',
  },
  planNotSold: {
    en: 'The plan of this number is no longer sold. Choose another number.',
    zh: '该号码的套餐已停止销售，请选择其他号码。',
  },
  planNotForNumber: { en: 'This plan is not offered for this number.', zh: '该号码不提供此套餐。' },
  planAlreadyCurrent: { en: 'This is already the plan of this number.', zh: '这已是该号码当前的套餐。' },
  planChangePending: {
    en: 'A plan change is already waiting for this number.',
    zh: '该号码已有待生效的套餐变更。',
  },
  numberSearchInvalid: { en: 'Enter digits only to search for numbers.', zh: '搜索号码请只输入数字。' },
  numberChanged: {
    en: 'This number changed meanwhile. Reload the page and try again.',
    zh: '该号码状态已变化，请刷新页面后重试。',
  },
  forwardVerifyFirst: {
    en: 'Verify a phone number to forward calls to first.',
    zh: '请先验证用于转接来电的电话号码。',
  },
  forwardNotAllowed: { en: 'Calls cannot be forwarded to this number.', zh: '来电无法转接到该号码。' },
  voicemailNotAllowed: { en: 'Voicemail cannot be set for this number.', zh: '该号码无法设置语音信箱。' },

  // Verification numbers (codes).
  appUnknown: { en: 'Choose an app from the list.', zh: '请从列表中选择应用。' },
  countryNoNumbers: {
    en: 'No numbers are offered in this country. Choose another country.',
    zh: '该国家或地区暂无号码，请选择其他国家或地区。',
  },
  noFreeNumber: {
    en: 'No number is free for this app in this country right now. Try again later or choose another country.',
    zh: '该国家或地区暂无可用于此应用的号码，请稍后再试或选择其他国家或地区。',
  },
  codeNumberSubscribed: { en: 'This number is already kept.', zh: '该号码已保留。' },
  codeNumberNotSubscribed: { en: 'This number is not kept.', zh: '该号码未保留。' },
  codeNumberNoCodeYet: {
    en: 'No code has arrived on this number yet.',
    zh: '该号码尚未收到验证码。',
  },
  codeNumberExpired: {
    en: 'This number has expired and cannot be restored.',
    zh: '该号码已过期，无法恢复。',
  },
  codeNumberOneTime: { en: 'A one-time number cannot be kept.', zh: '一次性号码不能保留。' },
  codeNumberGone: { en: 'This number now belongs to someone else.', zh: '该号码已归他人使用。' },

  // Messages.
  messageEmpty: { en: 'Write a message first.', zh: '请先输入消息内容。' },
  pictureRequired: { en: 'Choose a picture to send.', zh: '请选择要发送的图片。' },
  pictureTooLarge: { en: 'The picture can be at most {size}.', zh: '图片最大为 {size}。' },
  pictureKind: { en: 'Choose a JPEG, PNG, GIF or WebP picture.', zh: '请选择 JPEG、PNG、GIF 或 WebP 图片。' },
  pictureUnreadable: {
    en: 'The picture could not be read. Choose another one.',
    zh: '无法读取该图片，请选择其他图片。',
  },
  mmsOnlyNorthAmerica: {
    en: 'Pictures (MMS) can only be sent from US and Canadian numbers.',
    zh: '只有美国和加拿大号码可以发送图片（彩信）。',
  },
  plusOneDigits: { en: 'Enter the 10 digits after +1.', zh: '请输入 +1 后面的 10 位数字。' },
  cannotSendTo: { en: 'Messages cannot be sent to this number.', zh: '无法向该号码发送消息。' },
  fromNotYours: { en: 'Send from one of your own numbers.', zh: '请使用您自己的号码发送。' },
  tollFreeCannotSend: { en: 'Toll-free numbers cannot send messages.', zh: '免费电话号码不能发送消息。' },

  sendToSelf: { en: 'Choose a number other than the one you send from.', zh: '请选择与发送号码不同的号码。' },
  sendOnlyTo: {
    en: 'This number can only text numbers starting with {prefixes}.',
    zh: '该号码只能向以 {prefixes} 开头的号码发送消息。',
  },
  numberCannotText: { en: 'This number cannot send messages.', zh: '该号码不能发送消息。' },
  messageIdReused: {
    en: 'This message clashes with another one. Reload the page and try again.',
    zh: '该消息与另一条消息冲突，请刷新页面后重试。',
  },
  featureChoose: { en: 'Choose your most-used feature.', zh: '请选择您最常用的功能。' },
  useCaseChoose: { en: 'Choose how you will use the product.', zh: '请选择产品用途。' },
  useCaseOtherText: { en: 'Say how you will use the product.', zh: '请填写您的其他用途。' },
  audioKind: { en: 'Choose an MP3, WAV, Ogg or WebM recording.', zh: '请选择 MP3、WAV、Ogg 或 WebM 录音。' },
  audioTooLarge: { en: 'The recording can be at most {size}.', zh: '录音最大为 {size}。' },
  pictureTooBig: {
    en: 'The picture is too large. Choose a smaller one.',
    zh: '图片尺寸过大，请选择较小的图片。',
  },
  kycPictureStale: {
    en: 'Your identity pictures changed meanwhile. Reload the page and try again.',
    zh: '身份照片已变化，请刷新页面后重试。',
  },

  // Identity (KYC) pictures.
  kycKind: { en: 'Choose a PNG or JPEG picture.', zh: '请选择 PNG 或 JPEG 图片。' },
  kycTooLarge: { en: 'The picture can be at most {size}.', zh: '图片最大为 {size}。' },
  kycLocked: {
    en: 'Your identity pictures cannot change while they are reviewed or once verified.',
    zh: '身份照片审核中或已通过验证，无法修改。',
  },
  kycPictureRequired: { en: 'Add {label}.', zh: '请添加{label}。' },
  kycTooManyPictures: {
    en: { one: 'Add at most {count} picture here.', other: 'Add at most {count} pictures here.' },
    zh: '此处最多添加 {count} 张图片。',
  },

  // Payments.
  amountBetween: {
    en: 'Enter an amount between {min} and {max}.',
    zh: '请输入 {min} 到 {max} 之间的金额。',
  },
  amountNotOffered: { en: 'Choose one of the amounts offered.', zh: '请选择提供的金额之一。' },
  paymentMethodUnavailable: {
    en: 'This payment method is not available. Choose another one.',
    zh: '该支付方式不可用，请选择其他支付方式。',
  },

  tooManyOpenOrders: {
    en: {
      one: 'You started {count} payment in the last hour that is not finished. Finish it, or try again later.',
      other:
        'You started {count} payments in the last hour that are not finished. Finish one, or try again later.',
    },
    zh: '过去一小时内您发起了 {count} 笔未完成的支付，请先完成一笔，或稍后再试。',
  },

  // Invites.
  inviteAlreadyRedeemed: { en: 'You have already used an invite code.', zh: '您已使用过邀请码。' },
  inviteNoSuchCode: {
    en: 'This invite code does not exist. Check it and try again.',
    zh: '该邀请码不存在，请检查后重试。',
  },
  inviteOwnCode: { en: 'You cannot use your own invite code.', zh: '不能使用自己的邀请码。' },
  inviteNoneLeft: { en: 'This invite code has no invites left.', zh: '该邀请码已无剩余邀请次数。' },
  invitePhoneRewarded: {
    en: 'This phone number already received a referral bonus, so no invite code can be used with it.',
    zh: '该电话号码已获得过邀请奖励，无法再使用邀请码。',
  },

  // VIP membership (wetalk).
  vipNotOffered: { en: 'VIP membership is not offered here.', zh: '此处不提供 VIP 会员。' },
  vipNoCredit: {
    en: 'Your balance does not cover the VIP membership of {amount}. Recharge and try again.',
    zh: '余额不足以支付 {amount} 的 VIP 会员费用，请充值后重试。',
  },
  vipChanged: {
    en: 'Your VIP membership changed meanwhile and nothing was charged. Check it and try again.',
    zh: '您的 VIP 会员状态已变化，本次未扣费。请确认后重试。',
  },

  // Checks before a code is sent.
  contactOneOnly: {
    en: 'Enter a phone number or an email address.',
    zh: '请输入电话号码或邮箱地址。',
  },

  // Profile and sessions.
  wrongBrand: {
    en: 'This page belongs to another service. Reload the page and sign in again.',
    zh: '该页面属于其他服务，请刷新页面后重新登录。',
  },
  serviceBusy: { en: 'The service is busy. Try again in a moment.', zh: '服务繁忙，请稍后再试。' },
  listChanged: { en: 'The list changed. Reload the page.', zh: '列表已变化，请刷新页面。' },
  notFoundReload: { en: 'This item no longer exists. Reload the page.', zh: '该项目已不存在，请刷新页面。' },
  currentPasswordWrong: { en: 'Your current password is not correct.', zh: '当前密码不正确。' },
  signOutCurrentSession: {
    en: 'To sign out of this device, use Log out.',
    zh: '要退出本设备，请使用“退出登录”。',
  },
  sessionGone: {
    en: 'This device is already signed out. Reload the page.',
    zh: '该设备已退出登录，请刷新页面。',
  },

  // Passwords and their reset.
  passwordCommon: {
    en: 'This password is one of the most common ones and easy to guess. Choose another.',
    zh: '该密码是最常见的密码之一，很容易被猜到，请换一个。',
  },
  resetNoAccount: {
    en: 'No account uses this email or phone number. Check it, or sign up.',
    zh: '没有账户使用该邮箱或手机号，请检查后重试，或注册新账户。',
  },
  resetCodeWrong: {
    en: 'The code is not correct or has expired. Check it, or ask for a new code.',
    zh: '验证码不正确或已过期，请检查，或重新获取验证码。',
  },
  codePrefixHourLimit: {
    en: 'Too many codes were texted to numbers like this one in the last hour. Try again later.',
    zh: '过去一小时内向此类号码发送的验证码过多，请稍后再试。',
  },

  // The operator console's review decisions, and the mail that tells the user.
  reviewNotWaiting: {
    en: 'This no longer waits for review: it was decided already, or the user changed it. Reload the queue.',
    zh: '此项已不在等待审核：可能已有决定，或用户已修改。请刷新队列。',
  },
  reviewMailProfileApproved: { en: 'Your profile was approved.', zh: '您的资料已通过审核。' },
  reviewMailProfileRefused: {
    en: 'Your profile needs a change before it can be approved.',
    zh: '您的资料需要修改后才能通过审核。',
  },
  reviewMailUseCaseApproved: {
    en: 'How you plan to use the service was approved.',
    zh: '您填写的使用用途已通过审核。',
  },
  reviewMailUseCaseRefused: {
    en: 'How you plan to use the service needs a change before it can be approved.',
    zh: '您填写的使用用途需要修改后才能通过审核。',
  },
  reviewMailIdentityApproved: { en: 'Your identity proof was approved.', zh: '您的身份证明已通过审核。' },
  reviewMailIdentityRefused: {
    en: 'Your identity proof needs new pictures before it can be approved.',
    zh: '您的身份证明需要重新上传照片后才能通过审核。',
  },
  reviewMailTollFreeApproved: {
    en: 'Your toll-free number {number} can send messages now.',
    zh: '您的免费电话号码 {number} 现在可以发送消息了。',
  },
  reviewMailTollFreeRefused: {
    en: 'The registration of your toll-free number {number} was refused, so it cannot send messages.',
    zh: '您的免费电话号码 {number} 的登记未获批准，无法发送消息。',
  },
  reviewMailReason: { en: 'The reviewer wrote:', zh: '审核人员的说明：' },
  reviewMailNext: { en: 'Sign in to see the details.', zh: '请登录查看详情。' },

  // The operator console's actions on users.
  consoleUserGone: { en: 'This user no longer exists. Search again.', zh: '该用户已不存在，请重新搜索。' },
  consoleUserDeleted: {
    en: 'This account was deleted, so nothing about it can change any more.',
    zh: '该账号已被注销，无法再做任何更改。',
  },
  consoleAlreadySuspended: { en: 'This user is already suspended.', zh: '该用户已被暂停。' },
  consoleNotSuspended: { en: 'This user is not suspended.', zh: '该用户未被暂停。' },
  consoleDebitTooLarge: {
    en: 'The balance is only {amount}. A debit cannot take it below zero.',
    zh: '余额仅为 {amount}，扣款不能使余额低于零。',
  },

  // The operator console's payment orders.
  consolePaymentGone: { en: 'There is no payment order with this id.', zh: '没有此编号的支付订单。' },
  consolePaymentNotRefundable: {
    en: 'Only a failed order can be credited to the balance, and only once: a paid order has been credited already.',
    zh: '只有失败的订单可以计入余额，且只能计入一次：已支付的订单已经计入过余额。',
  },
  consolePaymentRange: {
    en: 'Choose a range of 1 to {count} days, the first day before the last.',
    zh: '请选择 1 到 {count} 天的日期范围，开始日期不能晚于结束日期。',
  },
  ...consoleNumberSentences,
  ...consoleCatalogueSentences,
  ...consoleCodeAppSentences,
  ...consolePlanSentences,
  ...conversationActionSentences,
  ...consoleRechargeSentences,
  ...consoleBrandSentences,
  ...consoleCarrierSentences,
  ...consoleRefundSentences,
} satisfies Record<string, SentenceEntry>;

/** Names of the sentences. */
export type SentenceKey = keyof typeof sentences;

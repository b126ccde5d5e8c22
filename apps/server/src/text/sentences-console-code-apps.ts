import type { SentenceEntry } from './sentence-entry.ts';

/** The verification apps: one no longer offered to users, and the console's edits refused. */
export const consoleCodeAppSentences = {
  codeAppOff: {
    en: 'This app is not offered at the moment. Choose another app.',
    zh: '该应用暂不提供，请选择其他应用。',
  },
  codeAppUnknown: {
    en: 'There is no app “{value}”. Reload the list.',
    zh: '没有应用“{value}”，请刷新列表。',
  },
  codeAppRedirectSelf: {
    en: 'An app cannot lead to itself. Choose another app or none.',
    zh: '应用不能跳转到自身，请选择其他应用或不跳转。',
  },
  codeAppRedirectUnknown: {
    en: 'There is no app “{value}” to lead to. Choose one from the list.',
    zh: '没有可跳转的应用“{value}”，请从列表中选择。',
  },
  codeAppRedirectChain: {
    en: '“{value}” itself leads to another app. Choose the app it leads to instead.',
    zh: '“{value}”本身会跳转到其他应用，请直接选择它跳转到的应用。',
  },
  codeAppRedirected: {
    en: 'Other apps lead to this one, so it cannot lead elsewhere. Change those apps first.',
    zh: '已有其他应用跳转到此应用，因此它不能再跳转。请先修改那些应用。',
  },
  codeAppExists: {
    en: 'There is already an app “{value}”. Choose another id, or edit that app.',
    zh: '已有应用“{value}”，请换一个标识，或修改该应用。',
  },
  codeAppNoFees: {
    en: 'Set this app’s fees in at least one country before offering it to users.',
    zh: '请先为该应用设置至少一个国家或地区的费用，再向用户提供。',
  },
  codeAppDeleteLedTo: {
    en: '“{value}” leads to this app. Change that app first.',
    zh: '“{value}”会跳转到此应用，请先修改该应用。',
  },
  codeAppDeleteUsed: {
    en: 'Users have had numbers for this app, and their history names it, so it cannot be deleted. Turn it off instead.',
    zh: '已有用户为该应用获取过号码，其记录中仍有该应用，因此不能删除。请改为停用。',
  },
  codeAppCountry: {
    en: 'The verification pool has no numbers in “{value}”. Choose one of its countries.',
    zh: '验证码号码池在“{value}”没有号码，请选择号码池中的国家或地区。',
  },
  codeFeeMalformed: {
    en: '{Label} “{value}” is not an amount. Write it as money is written, like 0.50.',
    zh: '{label}“{value}”不是有效的金额，请按金额的写法填写，例如 0.50。',
  },
  codeFeeNegative: { en: '{Label} cannot be below zero.', zh: '{label}不能小于零。' },
  codeFeeTooLarge: {
    en: '{Label} “{value}” is more than {max}, which must be a typo. Check the decimal point.',
    zh: '{label}“{value}”超过 {max}，应是输入有误，请检查小数点。',
  },
  codeFeeTooPrecise: { en: '{Label} can have at most four decimals.', zh: '{label}最多只能有四位小数。' },
} satisfies Record<string, SentenceEntry>;

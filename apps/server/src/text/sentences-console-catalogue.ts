import type { SentenceEntry } from './sentence-entry.ts';

/** The operator console's catalogue: rates and banner ads refused. */
export const consoleCatalogueSentences = {
  catalogueAmountMalformed: {
    en: '{Label} “{value}” is not an amount. Write it as money is written, like 0.05.',
    zh: '{label}“{value}”不是有效的金额，请按金额的写法填写，例如 0.05。',
  },
  catalogueAmountNegative: { en: '{Label} cannot be below zero.', zh: '{label}不能小于零。' },
  catalogueAmountTooLarge: {
    en: '{Label} “{value}” is more than {max} per message, which must be a typo. Check the decimal point.',
    zh: '{label}“{value}”超过每条 {max}，应是输入有误，请检查小数点。',
  },
  catalogueAmountTooPrecise: {
    en: '{Label} can have at most four decimals.',
    zh: '{label}最多只能有四位小数。',
  },
  catalogueRateUnknown: {
    en: 'There is no rate for “{value}”. Search again.',
    zh: '没有“{value}”的费率，请重新搜索。',
  },
  catalogueBannerUnknown: {
    en: 'This banner no longer exists. Reload the list.',
    zh: '该横幅广告已不存在，请刷新列表。',
  },
  catalogueImageHttps: {
    en: 'The image address must start with https://.',
    zh: '图片地址必须以 https:// 开头。',
  },
  catalogueImageHttpsOrData: {
    en: 'The image address must start with https:// or be a data:image/ picture.',
    zh: '图片地址必须以 https:// 开头，或是 data:image/ 格式的图片。',
  },
  catalogueLinkWeb: {
    en: 'The link must be a web address starting with https:// or http://.',
    zh: '链接必须是以 https:// 或 http:// 开头的网址。',
  },
  catalogueBannerFirst: { en: 'This banner is already the first.', zh: '该横幅广告已排在最前。' },
  catalogueBannerLast: { en: 'This banner is already the last.', zh: '该横幅广告已排在最后。' },
} satisfies Record<string, SentenceEntry>;

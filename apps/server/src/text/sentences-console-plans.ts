import type { SentenceEntry } from './sentence-entry.ts';

/** The operator console's number plans refused: a price typed wrong, or a plan that does not exist. */
export const consolePlanSentences = {
  planRentMalformed: {
    en: 'The price “{value}” is not an amount. Write it as money is written, like 4.99.',
    zh: '价格“{value}”不是有效的金额，请按金额的写法填写，例如 4.99。',
  },
  planRentNegative: { en: 'The price cannot be below zero.', zh: '价格不能小于零。' },
  planRentZero: {
    en: 'The price must be more than zero. To stop selling the plan, take it off sale instead.',
    zh: '价格必须大于零。如要停止销售该套餐，请将其下架。',
  },
  planRentTooLarge: {
    en: 'The price “{value}” is more than {max} for one billing period, which must be a typo. Check the decimal point.',
    zh: '价格“{value}”超过单个计费周期 {max} 的上限，应是输入有误，请检查小数点。',
  },
  planRentTooPrecise: {
    en: 'The price can have at most four decimals.',
    zh: '价格最多只能有四位小数。',
  },
  planUnknown: {
    en: 'This plan no longer exists. Reload the list.',
    zh: '该套餐已不存在，请刷新列表。',
  },
} satisfies Record<string, SentenceEntry>;

import type { UiLanguage } from '@switchboard/protocol';
import type { SentenceEntry } from './sentence-entry.ts';

/** The operator console's recharge settings refused: tiles, gifts and the custom range. */
export const consoleRechargeSentences = {
  rechargeAmountMalformed: {
    en: '{Label}, “{value}”, is not an amount. Write it as money is written, like 20 or 2.5.',
    zh: '{label}“{value}”不是有效的金额，请按金额的写法填写，例如 20 或 2.5。',
  },
  rechargeAmountNegative: { en: '{Label} cannot be below zero.', zh: '{label}不能小于零。' },
  rechargeAmountTooLarge: {
    en: '{Label}, “{value}”, is more than {max}, which must be a typo. Check the decimal point.',
    zh: '{label}“{value}”超过 {max}，应是输入有误，请检查小数点。',
  },
  rechargeAmountTooPrecise: {
    en: '{Label} can have at most four decimals.',
    zh: '{label}最多只能有四位小数。',
  },
  rechargeAmountWhole: {
    en: '{Label} must be a whole number, like 20: people pay and type whole amounts.',
    zh: '{label}必须是整数，例如 20：用户支付和输入的都是整数金额。',
  },
  rechargeTileZero: { en: '{Label} must be more than zero.', zh: '{label}必须大于零。' },
  rechargeTilesNone: {
    en: 'Keep at least one tile: people need an amount to choose.',
    zh: '请至少保留一个充值档位，用户需要可选的金额。',
  },
  rechargeTilesTooMany: {
    en: 'A brand can offer at most {max} tiles. Remove some.',
    zh: '每个品牌最多提供 {max} 个充值档位，请删除一些。',
  },
  rechargeTileDuplicate: {
    en: '{Label}, {amount}, is already offered by an earlier tile. Offer each amount once.',
    zh: '{label}（{amount}）与前面的档位重复，每个金额只能提供一次。',
  },
  rechargeGiftAboveAmount: {
    en: '{Label} ({value}) is larger than the amount of the tile ({amount}).',
    zh: '{label}（{value}）大于该档的金额（{amount}）。',
  },
  rechargeDefaultTileMissing: {
    en: 'Choose the default tile among the tiles.',
    zh: '请从充值档位中选择默认档位。',
  },
  rechargeCustomMinAboveMax: {
    en: 'The smallest custom amount ({min}) is above the largest ({max}).',
    zh: '自定义金额下限（{min}）高于上限（{max}）。',
  },
  rechargeCustomDefaultOutside: {
    en: 'The custom amount shown first ({value}) must be between {min} and {max}.',
    zh: '自定义金额初始值（{value}）必须在 {min} 到 {max} 之间。',
  },
} satisfies Record<string, SentenceEntry>;

/** The fields of the recharge settings a sentence names, by the tile's place (from 1) where it has one. */
export type RechargeField =
  | { field: 'tileAmount' | 'tileGift'; position: number }
  | { field: 'customMin' | 'customMax' | 'customDefault' };

/** How a sentence names a recharge field ("the gift of tile 3"), in the reader's language. */
export function rechargeFieldLabel(field: RechargeField, language: UiLanguage): string {
  const zh = language === 'zh-CN';
  switch (field.field) {
    case 'tileAmount':
      return zh ? `第 ${field.position} 档的金额` : `the amount of tile ${field.position}`;
    case 'tileGift':
      return zh ? `第 ${field.position} 档的赠送` : `the gift of tile ${field.position}`;
    case 'customMin':
      return zh ? '自定义金额下限' : 'the smallest custom amount';
    case 'customMax':
      return zh ? '自定义金额上限' : 'the largest custom amount';
    case 'customDefault':
      return zh ? '自定义金额初始值' : 'the custom amount shown first';
  }
}

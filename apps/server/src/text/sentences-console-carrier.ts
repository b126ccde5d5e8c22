import type { SentenceEntry } from './sentence-entry.ts';

/** The operator console's buying numbers from the carrier and giving them back. */
export const consoleCarrierSentences = {
  carrierSellsNothing: {
    en: 'This server’s carrier has no numbers to sell: its stock is the inventory. Import numbers instead.',
    zh: '本服务器的运营商不出售号码：其号码即号码库。请改为导入号码。',
  },
  carrierNumberCountry: {
    en: '{number} is not a number of the country searched. Search again.',
    zh: '号码 {number} 不属于所搜索的国家或地区，请重新搜索。',
  },
  carrierNumberPresent: {
    en: '{number} is already in the inventory.',
    zh: '号码 {number} 已在号码库中。',
  },
  carrierBuyRefused: {
    en: 'The carrier did not sell {number}; someone may have bought it first. Search again.',
    zh: '运营商未出售号码 {number}，可能已被他人买走。请重新搜索。',
  },
  carrierUnavailable: {
    en: 'The carrier did not answer. Nothing changed; try again in a minute.',
    zh: '运营商没有响应，未做任何更改，请稍后重试。',
  },
  carrierNumberNotBought: {
    en: '{number} was not bought from this server’s carrier, so it cannot be given back to it.',
    zh: '号码 {number} 不是从本服务器的运营商购买的，无法退还给运营商。',
  },
  carrierNumberRented: {
    en: '{number} has been rented before; it stays in the inventory so its history keeps its number.',
    zh: '号码 {number} 曾被租用过，需保留在号码库中，以便其历史记录保留该号码。',
  },
  carrierNumberInUse: {
    en: '{number} is in use (rented, held for its last owner or in the verification pool). Only a free number can be given back.',
    zh: '号码 {number} 正在使用中（已租用、为上一位用户保留或在验证码号码池中），只有空闲号码才能退还。',
  },
} as const satisfies Record<string, SentenceEntry>;

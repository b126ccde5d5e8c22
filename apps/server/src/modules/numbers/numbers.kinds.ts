import type { NumberType, UiLanguage } from '@switchboard/protocol';
import type { PhoneNumberRow } from '../../db/types.ts';
import type { NumberFilter } from './numbers.repo.ts';

/** The new-number flow's country key of toll-free numbers (they are US numbers in the inventory). */
export const TOLL_FREE_CODE = 'TollFree';

/**
 * Countries in the order the area tree lists them. GB and AU inventory ranges (07700 900, 0491 570)
 * are mobile ranges, so those countries offer the mobile type; CN numbers are mobile numbers and are
 * offered only on cloudnumber, which offers nothing else.
 */
const OFFER: readonly { code: string; type: NumberType; country: string; tollFree: boolean }[] = [
  { code: 'US', type: 'local', country: 'US', tollFree: false },
  { code: 'CA', type: 'local', country: 'CA', tollFree: false },
  { code: 'GB', type: 'mobile', country: 'GB', tollFree: false },
  { code: 'AU', type: 'mobile', country: 'AU', tollFree: false },
  { code: TOLL_FREE_CODE, type: 'tollFree', country: 'US', tollFree: true },
  { code: 'CN', type: 'mobile', country: 'CN', tollFree: false },
];

/** The flow codes a brand offers: cloudnumber rents Chinese cloud numbers only, the others never. */
export function offeredCodes(brand: string): string[] {
  const codes = OFFER.map((entry) => entry.code);
  return brand === 'cloudnumber' ? ['CN'] : codes.filter((code) => code !== 'CN');
}

/** The inventory filter of a flow code and type, or undefined when that pair is not on offer. */
export function inventoryFilterOf(code: string, type: NumberType): NumberFilter | undefined {
  const entry = OFFER.find((candidate) => candidate.code === code && candidate.type === type);
  return entry === undefined ? undefined : { country: entry.country, tollFree: entry.tollFree };
}

/** The flow code and type an inventory number is offered under. */
export function kindOf(row: Pick<PhoneNumberRow, 'country' | 'toll_free'>): {
  code: string;
  type: NumberType;
} {
  if (row.toll_free === 1) return { code: TOLL_FREE_CODE, type: 'tollFree' };
  const entry = OFFER.find((candidate) => candidate.country === row.country && !candidate.tollFree);
  return { code: row.country, type: entry?.type ?? 'local' };
}

const COUNTRY_NAMES: Record<string, Record<UiLanguage, string>> = {
  US: { en: 'United States', 'zh-CN': '美国' },
  CA: { en: 'Canada', 'zh-CN': '加拿大' },
  GB: { en: 'United Kingdom', 'zh-CN': '英国' },
  AU: { en: 'Australia', 'zh-CN': '澳大利亚' },
  [TOLL_FREE_CODE]: { en: 'Toll-free (US/CA)', 'zh-CN': '免费电话（美国/加拿大）' },
  CN: { en: 'China', 'zh-CN': '中国' },
};

const TYPE_NAMES: Record<NumberType, Record<UiLanguage, string>> = {
  local: { en: 'Local', 'zh-CN': '本地号码' },
  mobile: { en: 'Mobile', 'zh-CN': '手机号码' },
  tollFree: { en: 'Toll-free', 'zh-CN': '免费电话' },
};

/** A flow code's display name in the language. */
export function countryName(code: string, language: UiLanguage): string {
  return COUNTRY_NAMES[code]?.[language] ?? code;
}

/** A number type's display name in the language. */
export function typeName(type: NumberType, language: UiLanguage): string {
  return TYPE_NAMES[type][language];
}

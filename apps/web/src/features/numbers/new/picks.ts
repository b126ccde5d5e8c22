import type { NumberSearchData, NumberType } from '@switchboard/protocol';
import { type AreaCountry, areaCodesFor, hidesAreaCode, hidesProvince } from './selection.ts';

/** A number on offer. */
export type OfferedNumber = NumberSearchData['phones'][number];

/** What step 1 has picked so far; '' or null means "the first on offer". */
export interface Picks {
  code: string;
  type: NumberType | null;
  province: string;
  areaCode: string;
  number: OfferedNumber | null;
}

/** Nothing picked yet. */
export const EMPTY_PICKS: Picks = { code: '', type: null, province: '', areaCode: '', number: null };

/**
 * Fills every unpicked or no-longer-offered level with the first entry on offer, so the selects
 * always show a valid choice and the number search can start without extra clicks.
 */
export function resolvePicks(countries: readonly AreaCountry[], picks: Picks): Picks {
  const country = countries.find((entry) => entry.code === picks.code) ?? countries[0];
  if (!country) return { ...EMPTY_PICKS };
  const group = country.typeList.find((entry) => entry.type === picks.type) ?? country.typeList[0];
  const type = group?.type ?? null;
  const provinceNames = group?.provinces.map((entry) => entry.name) ?? [];
  const province = hidesProvince(country.code, type)
    ? ''
    : provinceNames.includes(picks.province)
      ? picks.province
      : (provinceNames[0] ?? '');
  const codes = areaCodesFor(country, type, province);
  const areaCode = hidesAreaCode(country.code)
    ? ''
    : codes.includes(picks.areaCode)
      ? picks.areaCode
      : (codes[0] ?? '');
  return { code: country.code, type, province, areaCode, number: picks.number };
}

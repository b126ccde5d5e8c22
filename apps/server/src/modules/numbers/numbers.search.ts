import {
  type AreaCodeData,
  NO_PROVINCE_COUNTRIES,
  NUMBER_SEARCH_LIMIT,
  type NumberSearchData,
  type NumberType,
  Retcode,
  type UiLanguage,
} from '@switchboard/protocol';
import type { AvailableNumber, NumberSearch } from '../../adapters/carrier/index.ts';
import type { Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { COUNTRY_CALLING_CODES } from './numbers.inventory.ts';
import {
  countryName,
  inventoryFilterOf,
  kindOf,
  offeredCodes,
  TOLL_FREE_CODE,
  typeName,
} from './numbers.kinds.ts';
import { placeName } from './numbers.places.ts';
import { freeNumberPlaces, freeNumbersOfKind } from './numbers.repo.ts';

/** The inventory as the embedded carrier's stock: free numbers of a flow code and type, in number order. */
export async function searchInventory(ex: Executor, query: NumberSearch): Promise<AvailableNumber[]> {
  const filter = inventoryFilterOf(query.country, query.type);
  if (filter === undefined) return [];
  const rows = await freeNumbersOfKind(
    ex,
    {
      country: filter.country ?? '',
      tollFree: filter.tollFree === true,
      areaCode: query.areaCode,
      now: Date.now(),
    },
    query.limit,
  );
  return rows.map((row) => ({
    telCode: row.tel_code,
    phone: row.phone,
    areaCode: row.area_code ?? '',
    region: row.region ?? '',
  }));
}

/** The province of an inventory region: the state after the comma ('New York, NY' → 'NY'), else the region. */
export function provinceOf(region: string | null): string {
  if (region === null) return '';
  const comma = region.lastIndexOf(',');
  return comma < 0 ? region : region.slice(comma + 1).trim();
}

/**
 * getAreaCodeV2: the countries the brand offers that have free numbers, their types, provinces and
 * area codes with free numbers. GB and AU (and toll-free) get one unnamed province.
 */
export async function areaTree(ex: Executor, brand: string, language: UiLanguage): Promise<AreaCodeData> {
  const rows = await freeNumberPlaces(ex, Date.now());
  const tree = new Map<string, Map<NumberType, Map<string, Set<string>>>>();
  for (const row of rows) {
    const { code, type } = kindOf(row);
    if (!offeredCodes(brand).includes(code)) continue;
    const noProvince = code === TOLL_FREE_CODE || (NO_PROVINCE_COUNTRIES as readonly string[]).includes(code);
    const province = noProvince ? '' : provinceOf(row.region);
    const types = tree.get(code) ?? new Map<NumberType, Map<string, Set<string>>>();
    const provinces = types.get(type) ?? new Map<string, Set<string>>();
    const areaCodes = provinces.get(province) ?? new Set<string>();
    if (row.area_code !== null && !(NO_PROVINCE_COUNTRIES as readonly string[]).includes(code))
      areaCodes.add(row.area_code);
    provinces.set(province, areaCodes);
    types.set(type, provinces);
    tree.set(code, types);
  }
  const sorted = (values: Iterable<string>) => [...values].sort();
  return {
    countries: offeredCodes(brand)
      .filter((code) => tree.has(code))
      .map((code) => ({
        code,
        telCode: COUNTRY_CALLING_CODES[code === TOLL_FREE_CODE ? 'US' : code] ?? '',
        name: countryName(code, language),
        typeList: [...(tree.get(code) ?? new Map()).entries()].map(([type, provinces]) => ({
          type,
          name: typeName(type, language),
          provinces: sorted(provinces.keys()).map((name) => ({
            name: placeName(name, language),
            areaCodes: sorted(provinces.get(name) ?? []),
          })),
        })),
      })),
  };
}

/**
 * getVirtualPhoneByAreaCode: free numbers of the stock, their regions in the language; a code the
 * brand does not offer is refused.
 */
export async function searchOffered(
  stock: (query: NumberSearch) => Promise<AvailableNumber[]>,
  brand: string,
  query: { code: string; type: NumberType; telCode: string; areaCode?: string },
  language: UiLanguage,
): Promise<NumberSearchData> {
  if (!offeredCodes(brand).includes(query.code) || inventoryFilterOf(query.code, query.type) === undefined)
    throw new AppError(
      Retcode.INVALID_PARAMETER,
      `code: ${query.code} ${query.type} numbers are not offered`,
      { say: say('countryNoNumbers') },
    );
  const phones = await stock({
    country: query.code,
    type: query.type,
    ...(query.areaCode === undefined ? {} : { areaCode: query.areaCode }),
    limit: NUMBER_SEARCH_LIMIT,
  });
  return {
    phones: phones
      .filter((phone) => phone.telCode === query.telCode)
      .slice(0, NUMBER_SEARCH_LIMIT)
      .map((phone) => ({ ...phone, region: placeName(phone.region, language) })),
  };
}

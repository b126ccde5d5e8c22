import type { AreaCodeData, NumberType, Plan } from '@switchboard/protocol';
import { NO_PROVINCE_COUNTRIES } from '@switchboard/protocol';

/** The country code of toll-free numbers in the area-code tree. */
export const TOLL_FREE_COUNTRY = 'TollFree';

/** A country of the area-code tree. */
export type AreaCountry = AreaCodeData['countries'][number];

const noProvince: readonly string[] = NO_PROVINCE_COUNTRIES;

/** GB and AU numbers have no area code to pick: the search goes by country alone. */
export function hidesAreaCode(code: string): boolean {
  return noProvince.includes(code);
}

/** Provinces mean nothing for GB, AU and toll-free numbers, so their picker is not shown. */
export function hidesProvince(code: string, type: NumberType | null): boolean {
  return hidesAreaCode(code) || code === TOLL_FREE_COUNTRY || type === 'tollFree';
}

/** Area codes on offer for the pick; with the province hidden, those of every province. */
export function areaCodesFor(
  country: AreaCountry | undefined,
  type: NumberType | null,
  province: string,
): string[] {
  const group = country?.typeList.find((entry) => entry.type === type);
  if (!group || !country) return [];
  if (hidesProvince(country.code, type))
    return [...new Set(group.provinces.flatMap((entry) => entry.areaCodes))];
  return group.provinces.find((entry) => entry.name === province)?.areaCodes ?? [];
}

/** One plan group (Unlimited, Unlimited Voice...) with its billing-cycle variants, shortest first. */
export interface PlanGroup {
  group: string;
  name: string;
  variants: Plan[];
}

/** Groups plans by `group` in the server's order, so the picker shows one entry per plan name. */
export function groupPlans(plans: readonly Plan[]): PlanGroup[] {
  const groups: PlanGroup[] = [];
  for (const plan of plans) {
    let entry = groups.find((candidate) => candidate.group === plan.group);
    if (!entry) {
      entry = { group: plan.group, name: plan.planName, variants: [] };
      groups.push(entry);
    }
    entry.variants.push(plan);
  }
  for (const entry of groups) entry.variants.sort((a, b) => a.planRentPeriod - b.planRentPeriod);
  return groups;
}

/** A substring filter on the digits, as the spec's number search is. */
export function filterNumbers<T extends { telCode: string; phone: string }>(
  phones: readonly T[],
  search: string,
): T[] {
  const needle = search.replace(/\D/g, '');
  if (needle === '') return [...phones];
  return phones.filter((entry) => `${entry.telCode}${entry.phone}`.includes(needle));
}

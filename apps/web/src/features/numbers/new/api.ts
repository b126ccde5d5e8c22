import type { NumberType } from '@switchboard/protocol';
import {
  adConfigDataSchema,
  areaCodeDataSchema,
  numberSearchDataSchema,
  planListDataSchema,
  subscribeDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/api/queries.ts';

/** Query keys of the new-number flow, so a retry or a failed subscribe can reload exactly one list. */
export const newNumberKeys = {
  areaCodes: ['numbersFlow', 'areaCodes'] as const,
  numbers: (code: string, type: string, areaCode: string) =>
    ['numbersFlow', 'numbers', code, type, areaCode] as const,
  plans: (code: string, type: string) => ['numbersFlow', 'plans', code, type] as const,
  adConfig: queryKeys.adConfig,
};

/** GET /getAreaCodeV2: the country, type, province and area-code tree. */
export function getAreaCodes() {
  return apiRequest('getAreaCodeV2', { schema: areaCodeDataSchema });
}

/** What to search free numbers by; areaCode is omitted for countries without area codes. */
export interface NumberSearch {
  code: string;
  type: NumberType;
  telCode: string;
  areaCode?: string;
}

/** GET /getVirtualPhoneByAreaCode: free numbers of a country, type and area code. */
export function searchNumbers(search: NumberSearch) {
  return apiRequest('getVirtualPhoneByAreaCode', { query: { ...search }, schema: numberSearchDataSchema });
}

/** GET /getPlanList: the plans for a country and number type. */
export function getPlanList(code: string, type: NumberType) {
  return apiRequest('getPlanList', { query: { code, type }, schema: planListDataSchema });
}

/** What to rent: the plan and the number with its country and type. */
export interface SubscribeRequest {
  planId: string;
  telCode: string;
  phone: string;
  code: string;
  type: NumberType;
}

/** POST /subVirtualPhone: rents the number (first period charged now) and answers the hint to show. */
export function subscribeNumber(request: SubscribeRequest) {
  return apiRequest('subVirtualPhone', { method: 'POST', body: { ...request }, schema: subscribeDataSchema });
}

/** GET /getAdConfig: banners of the side panel (possibly none). */
export function getAdConfig() {
  return apiRequest('getAdConfig', { schema: adConfigDataSchema });
}

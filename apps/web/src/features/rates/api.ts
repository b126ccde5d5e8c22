import type { RateCountry, RateTab } from '@switchboard/protocol';
import { countryRatesDataSchema, RATES_PAGE_SIZE } from '@switchboard/protocol';
import { apiRequest } from '../../lib/api/client.ts';

/** GET /getCountryRates: one page of the rates of a tab for numbers of a country. */
export function getCountryRates(country: RateCountry, type: RateTab, pageNo: number) {
  return apiRequest('getCountryRates', {
    query: { rateCountryCode: country, type, pageSize: RATES_PAGE_SIZE, pageNo },
    schema: countryRatesDataSchema,
  });
}

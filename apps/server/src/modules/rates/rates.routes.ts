import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import { countryRateRows, rateKeyOfCountry } from './country-rates.ts';
import type { RateService } from './rates.service.ts';

/** getCountryRates: the rates page's table; public prices, so no sign-in is needed. */
export const rateRoutes: FastifyPluginAsync<{ rates: RateService }> = async (app, { rates }) => {
  registerCall(app, 'getCountryRates', async ({ query, language }) => {
    const { rateCountryCode, type, pageNo, pageSize } = query;
    const sms = type === 'sms' ? await rates.rateFor(rateKeyOfCountry(rateCountryCode)) : undefined;
    const rows = countryRateRows(rateCountryCode, type, sms, language);
    const start = (pageNo - 1) * pageSize;
    return { totalRows: rows.length, countryRateList: rows.slice(start, start + pageSize) };
  });
};

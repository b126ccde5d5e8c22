import {
  ApiPath,
  commonQuerySchema,
  countryRatesDataSchema,
  countryRatesQuerySchema,
  envelopeSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf, ok } from '../../plugins/envelope.ts';
import { countryRateRows, rateKeyOfCountry } from './country-rates.ts';
import type { RateService } from './rates.service.ts';

/** getCountryRates: the rates page's table; public prices, so no sign-in is needed. */
export const rateRoutes: FastifyPluginAsyncZod<{ rates: RateService }> = async (app, { rates }) => {
  app.get(
    ApiPath.getCountryRates,
    {
      schema: {
        querystring: commonQuerySchema.extend(countryRatesQuerySchema.shape),
        response: { 200: envelopeSchema(countryRatesDataSchema) },
      },
    },
    async (request) => {
      const { rateCountryCode, type, pageNo, pageSize } = request.query;
      const sms = type === 'sms' ? await rates.rateFor(rateKeyOfCountry(rateCountryCode)) : undefined;
      const rows = countryRateRows(rateCountryCode, type, sms, languageOf(request));
      const start = (pageNo - 1) * pageSize;
      return ok(request, { totalRows: rows.length, countryRateList: rows.slice(start, start + pageSize) });
    },
  );
};

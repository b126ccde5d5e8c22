import { z } from 'zod';

/** Countries of the rates page; the default is US. */
export const RATE_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'TollFree', 'CN'] as const;
/** A rates-page country. */
export type RateCountry = (typeof RATE_COUNTRIES)[number];
/** Tabs of the rates page (cloudnumber hides makeCall and opens on receiveCall). */
export const RATE_TABS = ['makeCall', 'receiveCall', 'sms', 'numbers'] as const;
/** A rates-page tab. */
export type RateTab = (typeof RATE_TABS)[number];
/** Page size of the rates table. */
export const RATES_PAGE_SIZE = 100;

/** GET /getCountryRates query. */
export const countryRatesQuerySchema = z.object({
  /** The country whose number is used (the picker), default US. */
  rateCountryCode: z.enum(RATE_COUNTRIES).default('US'),
  /** The tab: outbound call destinations, inbound calls, messages, or number rents. */
  type: z.enum(RATE_TABS).default('makeCall'),
  /** Rows per page, at most 100. */
  pageSize: z.coerce.number().int().min(1).max(RATES_PAGE_SIZE).default(RATES_PAGE_SIZE),
  /** 1-based page. */
  pageNo: z.coerce.number().int().min(1).default(1),
});

/** One row of the rates table; rates are ten-thousandths of the brand unit. */
export const countryRateSchema = z.object({
  /** What is priced (a destination country, "Inbound SMS", "Monthly rent"...). */
  description: z.string(),
  /** Calling code or country code it concerns. */
  countryCode: z.string(),
  /** Premium line (per minute), or the single price of SMS and number rows. */
  commonLineRate: z.number().int(),
  /** Economy line (per minute); null where there is no economy price. */
  economicLineRate: z.number().int().nullable(),
});
/** One row of the rates table. */
export type CountryRate = z.infer<typeof countryRateSchema>;

/** GET /getCountryRates answer. */
export const countryRatesDataSchema = z.object({
  /** Rows in all. */
  totalRows: z.number().int(),
  /** This page. */
  countryRateList: z.array(countryRateSchema),
});
/** GET /getCountryRates answer. */
export type CountryRatesData = z.infer<typeof countryRatesDataSchema>;

/** A country of the static lists under /data. */
export const countryEntrySchema = z.object({
  /** ISO 3166 alpha-2 code. */
  code: z.string(),
  /** Name in the list's language. */
  name: z.string(),
  /** Calling code without the plus sign. */
  telCode: z.string(),
});
/** A country of the static lists. */
export type CountryEntry = z.infer<typeof countryEntrySchema>;

/** Static country lists (English sorted by name, Chinese sorted by pinyin), served as JSON arrays. */
export const DATA_PATHS = {
  /** English list. */
  countriesEn: '/data/countries.en.json',
  /** Chinese list. */
  countriesZh: '/data/countries.zh-CN.json',
} as const;

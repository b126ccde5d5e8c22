import { type CountryRate, type RateCountry, type RateTab, unitsToMoney } from '@switchboard/protocol';
import type { RateRow } from './rates.repo.ts';

// The rates page's call and rent prices live in code: the spec gives only samples (section 9) and no
// feature charges calls or rents yet. SMS rows are NOT here: they come from the sms_rates table, the
// very numbers the send path charges.

const m = unitsToMoney;

/** Outbound call destinations: country, calling code, Premium and Economy per minute. */
const CALL_DESTINATIONS: readonly [string, string, number, number][] = [
  ['United States', '1', 0.02, 0.006],
  ['Canada', '1', 0.02, 0.006],
  ['United Kingdom', '44', 0.03, 0.009],
  ['Australia', '61', 0.04, 0.015],
  ['China', '86', 0.03, 0.008],
  ['Hong Kong', '852', 0.03, 0.009],
  ['Taiwan', '886', 0.04, 0.015],
  ['Japan', '81', 0.06, 0.03],
  ['South Korea', '82', 0.04, 0.015],
  ['Singapore', '65', 0.03, 0.009],
  ['Malaysia', '60', 0.04, 0.015],
  ['Philippines', '63', 0.15, 0.09],
  ['Thailand', '66', 0.04, 0.015],
  ['Vietnam', '84', 0.09, 0.06],
  ['Indonesia', '62', 0.06, 0.03],
  ['India', '91', 0.03, 0.015],
  ['Pakistan', '92', 0.09, 0.06],
  ['Germany', '49', 0.04, 0.015],
  ['France', '33', 0.04, 0.015],
  ['Italy', '39', 0.04, 0.015],
  ['Spain', '34', 0.04, 0.015],
  ['Netherlands', '31', 0.06, 0.03],
  ['Ireland', '353', 0.06, 0.03],
  ['Russia', '7', 0.15, 0.09],
  ['Brazil', '55', 0.06, 0.03],
  ['Mexico', '52', 0.04, 0.015],
  ['Argentina', '54', 0.06, 0.03],
  ['Nigeria', '234', 0.15, 0.09],
  ['South Africa', '27', 0.09, 0.06],
  ['Israel', '972', 0.04, 0.015],
  ['Turkey', '90', 0.09, 0.06],
  ['United Arab Emirates', '971', 0.2, 0.12],
  ['New Zealand', '64', 0.06, 0.03],
];

/** Calling code, inbound call price per minute and monthly rents of each rates-page country. */
const NUMBER_COUNTRIES: Record<
  RateCountry,
  { code: string; rateKey: string; inbound: number; rents: [number, number, number] }
> = {
  US: { code: '1', rateKey: 'US', inbound: 0.004, rents: [37.08, 11.07, 4.09] },
  CA: { code: '1', rateKey: 'CA', inbound: 0.004, rents: [44.28, 13.47, 4.99] },
  GB: { code: '44', rateKey: 'GB', inbound: 0.009, rents: [31.99, 12.57, 4.99] },
  AU: { code: '61', rateKey: 'AU', inbound: 0.009, rents: [50.33, 17.82, 6.99] },
  // The spec's second US rent column (23.88, 7.47, 2.99) is read as the toll-free one.
  TollFree: { code: '1', rateKey: 'TOLLFREE', inbound: 0.03, rents: [23.88, 7.47, 2.99] },
  // The cloud-number plan of one month is 49, three months 99 (section 9); only the first has a monthly price.
  CN: { code: '86', rateKey: 'CN', inbound: 0.008, rents: [49, 49, 49] },
};

/** Rent rows name the spec's plans: Unlimited, Unlimited Texts, Pay As You Go. */
const PLAN_NAMES = ['Unlimited monthly rent', 'Unlimited Texts monthly rent', 'Pay As You Go monthly rent'];

/** The rate key the send path prices messages of a rates-page country by. */
export function rateKeyOfCountry(country: RateCountry): string {
  return NUMBER_COUNTRIES[country].rateKey;
}

/**
 * All rows of a tab for a number country. `sms` is that country's row of sms_rates (undefined when
 * messages from there are not priced). Rates do not depend on the brand; cloudnumber's page hides
 * makeCall but the rows are answered anyway.
 */
export function countryRateRows(country: RateCountry, tab: RateTab, sms: RateRow | undefined): CountryRate[] {
  const info = NUMBER_COUNTRIES[country];
  switch (tab) {
    case 'makeCall':
      return CALL_DESTINATIONS.map(([description, countryCode, premium, economy]) => ({
        description,
        countryCode,
        commonLineRate: m(premium),
        economicLineRate: m(economy),
      }));
    case 'receiveCall':
      return [
        {
          description: 'Inbound call',
          countryCode: info.code,
          commonLineRate: m(info.inbound),
          economicLineRate: null,
        },
      ];
    case 'sms': {
      if (sms === undefined) return [];
      const rows: CountryRate[] = [
        {
          description: 'Outbound SMS',
          countryCode: info.code,
          commonLineRate: sms.smsSegment,
          economicLineRate: null,
        },
        // Inbound messages are free (RateService).
        { description: 'Inbound SMS', countryCode: info.code, commonLineRate: 0, economicLineRate: null },
      ];
      if (sms.mms !== null)
        rows.push({
          description: 'MMS',
          countryCode: info.code,
          commonLineRate: sms.mms,
          economicLineRate: null,
        });
      return rows;
    }
    case 'numbers':
      return [
        ...info.rents.slice(0, country === 'CN' ? 1 : 3).map((rent, index) => ({
          description: PLAN_NAMES[index] as string,
          countryCode: info.code,
          commonLineRate: m(rent),
          economicLineRate: null,
        })),
        // Section 9: the activation fee on rates screens is 0 per number.
        { description: 'Activation fee', countryCode: info.code, commonLineRate: 0, economicLineRate: null },
      ];
  }
}

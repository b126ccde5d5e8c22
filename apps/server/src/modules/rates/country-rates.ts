import {
  type CountryRate,
  type RateCountry,
  type RateTab,
  type UiLanguage,
  unitsToMoney,
} from '@switchboard/protocol';
import { countryNameOf } from './country-names.ts';
import { rateTexts } from './rate-texts.ts';
import type { RateRow } from './rates.repo.ts';

// The rates page's call and rent prices live in code: the spec gives only samples (section 9) and no
// feature charges calls or rents yet. SMS rows are NOT here: they come from the sms_rates table, the
// very numbers the send path charges.

const m = unitsToMoney;

/** Outbound call destinations: country (ISO code), calling code, Premium and Economy per minute. */
const CALL_DESTINATIONS: readonly [string, string, number, number][] = [
  ['US', '1', 0.02, 0.006],
  ['CA', '1', 0.02, 0.006],
  ['GB', '44', 0.03, 0.009],
  ['AU', '61', 0.04, 0.015],
  ['CN', '86', 0.03, 0.008],
  ['HK', '852', 0.03, 0.009],
  ['TW', '886', 0.04, 0.015],
  ['JP', '81', 0.06, 0.03],
  ['KR', '82', 0.04, 0.015],
  ['SG', '65', 0.03, 0.009],
  ['MY', '60', 0.04, 0.015],
  ['PH', '63', 0.15, 0.09],
  ['TH', '66', 0.04, 0.015],
  ['VN', '84', 0.09, 0.06],
  ['ID', '62', 0.06, 0.03],
  ['IN', '91', 0.03, 0.015],
  ['PK', '92', 0.09, 0.06],
  ['DE', '49', 0.04, 0.015],
  ['FR', '33', 0.04, 0.015],
  ['IT', '39', 0.04, 0.015],
  ['ES', '34', 0.04, 0.015],
  ['NL', '31', 0.06, 0.03],
  ['IE', '353', 0.06, 0.03],
  ['RU', '7', 0.15, 0.09],
  ['BR', '55', 0.06, 0.03],
  ['MX', '52', 0.04, 0.015],
  ['AR', '54', 0.06, 0.03],
  ['NG', '234', 0.15, 0.09],
  ['ZA', '27', 0.09, 0.06],
  ['IL', '972', 0.04, 0.015],
  ['TR', '90', 0.09, 0.06],
  ['AE', '971', 0.2, 0.12],
  ['NZ', '64', 0.06, 0.03],
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

/** The rate key the send path prices messages of a rates-page country by. */
export function rateKeyOfCountry(country: RateCountry): string {
  return NUMBER_COUNTRIES[country].rateKey;
}

/**
 * All rows of a tab for a number country, described in the language. `sms` is that country's row
 * of sms_rates (undefined when messages from there are not priced). Rates do not depend on the
 * brand; cloudnumber's page hides makeCall but the rows are answered anyway.
 */
export function countryRateRows(
  country: RateCountry,
  tab: RateTab,
  sms: RateRow | undefined,
  language: UiLanguage,
): CountryRate[] {
  const info = NUMBER_COUNTRIES[country];
  const texts = rateTexts(language);
  switch (tab) {
    case 'makeCall':
      return CALL_DESTINATIONS.map(([destination, countryCode, premium, economy]) => ({
        description: countryNameOf(destination, language),
        countryCode,
        commonLineRate: m(premium),
        economicLineRate: m(economy),
      }));
    case 'receiveCall':
      return [
        {
          description: texts.inboundCall,
          countryCode: info.code,
          commonLineRate: m(info.inbound),
          economicLineRate: null,
        },
      ];
    case 'sms': {
      if (sms === undefined) return [];
      const rows: CountryRate[] = [
        {
          description: texts.outboundSms,
          countryCode: info.code,
          commonLineRate: sms.smsSegment,
          economicLineRate: null,
        },
        // Inbound messages are free (RateService).
        { description: texts.inboundSms, countryCode: info.code, commonLineRate: 0, economicLineRate: null },
      ];
      if (sms.mms !== null)
        rows.push({
          description: texts.mms,
          countryCode: info.code,
          commonLineRate: sms.mms,
          economicLineRate: null,
        });
      return rows;
    }
    case 'numbers':
      return [
        ...info.rents.slice(0, country === 'CN' ? 1 : 3).map((rent, index) => ({
          description: texts.planRents[index] as string,
          countryCode: info.code,
          commonLineRate: m(rent),
          economicLineRate: null,
        })),
        // Section 9: the activation fee on rates screens is 0 per number.
        {
          description: texts.activationFee,
          countryCode: info.code,
          commonLineRate: 0,
          economicLineRate: null,
        },
      ];
  }
}

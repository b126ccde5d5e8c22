import { useQuery } from '@tanstack/react-query';
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { useAccountInfo, useSignedIn, virtualPhonesQuery } from '../../../lib/api/queries.ts';
import { useUiLanguage } from '../../../lib/runtime.ts';

/** The country of a number given as calling code and national number, if the library knows it. */
export function countryOfNumber(telCode: string, phone: string): CountryCode | undefined {
  if (!telCode || !phone) return undefined;
  return parsePhoneNumberFromString(`+${telCode}${phone}`)?.country;
}

/** The account's home country with its calling code. */
export interface HomeCountry {
  region: CountryCode;
  telCode: string;
}

/**
 * The country numbers without a country code belong to: the country of the account's own number
 * (its first virtual number, else the phone it signed up with), else China for a Chinese interface
 * and the United States otherwise.
 */
export function homeCountryOf(
  ownNumber: { telCode: string; phone: string; country?: string } | undefined,
  accountPhone: { telCode: string; phone: string } | undefined,
  language: string,
): HomeCountry {
  const region =
    (ownNumber?.country && isSupportedCountry(ownNumber.country) ? ownNumber.country : undefined) ??
    (ownNumber && countryOfNumber(ownNumber.telCode, ownNumber.phone)) ??
    (accountPhone && countryOfNumber(accountPhone.telCode, accountPhone.phone)) ??
    (language === 'zh-CN' ? 'CN' : 'US');
  return { region, telCode: getCountryCallingCode(region) };
}

/** The account's home country, from the shared own-numbers and account-info queries. */
export function useHomeCountry(): HomeCountry {
  const language = useUiLanguage();
  const own = useQuery({ ...virtualPhonesQuery(), enabled: useSignedIn() });
  const account = useAccountInfo();
  const info = account.data;
  return homeCountryOf(
    own.data?.virtualPhones[0],
    info?.phone ? { telCode: info.telCode ?? '', phone: info.phone } : undefined,
    language,
  );
}

import {
  FEATURE_OPTIONS,
  formatLineNumber,
  formatPhone,
  type UiLanguage,
  USE_CASE_OPTIONS,
} from '@switchboard/protocol';
import type { ProfileRow } from '../../db/types.ts';
import { storedUserCase } from '../profile/profile.options.ts';
import { countryNameOf } from '../rates/country-names.ts';

/** One thing the user submitted, as the reviewer reads it. */
export interface ReviewDetail {
  label: string;
  value: string;
}

/** The labels of what a reviewer reads, in English and Chinese. */
const LABELS = {
  firstName: { en: 'First name', zh: '名' },
  lastName: { en: 'Last name', zh: '姓' },
  address: { en: 'Address', zh: '地址' },
  city: { en: 'City', zh: '城市' },
  province: { en: 'Province or state', zh: '省或州' },
  country: { en: 'Country', zh: '国家或地区' },
  regionCode: { en: 'Country or region code', zh: '国家或地区代码' },
  postalCode: { en: 'Postal code', zh: '邮政编码' },
  phone: { en: 'Verified phone', zh: '已验证的电话' },
  feature: { en: 'Most-used feature', zh: '最常用的功能' },
  purposes: { en: 'Purposes', zh: '用途' },
  number: { en: 'Number', zh: '号码' },
  images: { en: 'Pictures', zh: '照片' },
} as const satisfies Record<string, { en: string; zh: string }>;

type LabelKey = keyof typeof LABELS;

/** A label in the reviewer's language. */
function label(key: LabelKey, language: UiLanguage): string {
  return language === 'zh-CN' ? LABELS[key].zh : LABELS[key].en;
}

/** An option's text in the reviewer's language; the stored value when the option is unknown. */
function optionText(
  options: readonly { value: string; en: string; zh_cn: string }[],
  value: string,
  language: UiLanguage,
): string {
  const option = options.find((candidate) => candidate.value === value);
  if (option === undefined) return value;
  return language === 'zh-CN' ? option.zh_cn : option.en;
}

/** The account's verified phone as people read it, or undefined without one. */
export function phoneOf(account: { tel_code: string | null; phone: string | null }): string | undefined {
  return account.tel_code && account.phone ? formatPhone(account.tel_code, account.phone) : undefined;
}

/** Details of a waiting profile: the name and billing address, and the verified phone if any. */
export function profileDetails(
  profile: ProfileRow,
  phone: string | undefined,
  language: UiLanguage,
): ReviewDetail[] {
  const rows: [LabelKey, string][] = [
    ['firstName', profile.first_name],
    ['lastName', profile.last_name],
    ['address', profile.address],
    ['city', profile.city],
    ['province', profile.province],
    ['country', profile.country],
    ['regionCode', profile.region_code.toUpperCase()],
    ['postalCode', profile.postal_code],
  ];
  if (phone !== undefined) rows.push(['phone', phone]);
  return rows.map(([key, value]) => ({ label: label(key, language), value }));
}

/** Details of a waiting use case: the most-used feature and each purpose (the "other" one with its text). */
export function useCaseDetails(profile: ProfileRow, language: UiLanguage): ReviewDetail[] {
  const purposes = storedUserCase(profile.user_case).map((item) => {
    const text = optionText(USE_CASE_OPTIONS, item.value, language);
    return item.text === undefined ? text : `${text}: ${item.text}`;
  });
  return [
    { label: label('feature', language), value: optionText(FEATURE_OPTIONS, profile.feature, language) },
    ...purposes.map((value) => ({ label: label('purposes', language), value })),
  ];
}

/** Details of a waiting identity proof: the name on the profile to compare with the pictures, and their count. */
export function identityDetails(
  profile: ProfileRow | undefined,
  imageCount: number,
  language: UiLanguage,
): ReviewDetail[] {
  const name: ReviewDetail[] =
    profile === undefined
      ? []
      : [
          { label: label('firstName', language), value: profile.first_name },
          { label: label('lastName', language), value: profile.last_name },
          { label: label('country', language), value: profile.country },
        ];
  return [...name, { label: label('images', language), value: String(imageCount) }];
}

/** Details of a waiting toll-free registration: the number and the country it was rented in, by name. */
export function tollFreeDetails(number: string, country: string, language: UiLanguage): ReviewDetail[] {
  return [
    { label: label('number', language), value: formatLineNumber(number) },
    { label: label('country', language), value: countryNameOf(country, language) },
  ];
}

/** A country the code pool has numbers in. */
export interface CodeCountryInfo {
  /** ISO code. */
  code: string;
  telCode: string;
  name: { en: string; zh: string };
}

/**
 * Countries of the code pool, in display order. The apps and their fees per country are data
 * (code_apps, code_app_fees: app-catalogue.ts).
 */
export const CODE_COUNTRIES: readonly CodeCountryInfo[] = [
  { code: 'US', telCode: '1', name: { en: 'United States', zh: '美国' } },
  { code: 'CA', telCode: '1', name: { en: 'Canada', zh: '加拿大' } },
  { code: 'GB', telCode: '44', name: { en: 'United Kingdom', zh: '英国' } },
  { code: 'AU', telCode: '61', name: { en: 'Australia', zh: '澳大利亚' } },
];

const countryIndex = new Map(CODE_COUNTRIES.map((country) => [country.code, country]));

/** The pool country with this ISO code (case-insensitive), undefined when not offered. */
export function codeCountryByCode(code: string): CodeCountryInfo | undefined {
  return countryIndex.get(code.toUpperCase());
}

import type { BrandId } from '@switchboard/protocol';
import { unitsToMoney } from '@switchboard/protocol';

/**
 * The verification fees as migration 0029_code_apps seeds them (what the service charged before
 * the apps became data), for tests that expect the untouched catalogue: dollars per code and per
 * month by tier, times the country's factor, times cloudnumber's coin factor, in whole cents.
 */
const TIER: Record<string, 1 | 2 | 3> = {
  whatsapp: 1,
  telegram: 1,
  google: 1,
  wechat: 1,
  paypal: 1,
  apple: 2,
  microsoft: 2,
  spotify: 3,
  other: 3,
};
const UNITS = { 1: [0.5, 5], 2: [0.3, 4], 3: [0.2, 3] } as const;
const COUNTRY: Record<string, number> = { US: 1, CA: 1, GB: 1.2, AU: 1.2 };

/** The seeded fees of an app in a country for a brand, ten-thousandths. */
export function feeFor(app: string, country: string, brand?: BrandId): { codeRate: number; subRent: number } {
  const [codeRate, subRent] = UNITS[TIER[app] ?? 3];
  const factor = (COUNTRY[country] ?? 1) * (brand === 'cloudnumber' ? 7 : 1);
  const cents = (value: number) => unitsToMoney(Math.round(value * factor * 100) / 100);
  return { codeRate: cents(codeRate), subRent: cents(subRent) };
}

import { CODE_COUNTRIES } from './catalog.ts';

/** A pool number to seed: national digits and whether it is toll-free. */
export interface PoolSeedEntry {
  country: string;
  phone: string;
  tollFree: boolean;
}

const series = (count: number, make: (index: number) => PoolSeedEntry) =>
  Array.from({ length: count }, (_, index) => make(index));

// Fictional ranges only (NANP 555-01xx, Ofcom 07700 900xxx, ACMA 0491 570xxx), in area codes and
// sub-ranges the numbers inventory (212/415/646/702/416/604, 555-0100..0109, 900100..119) never uses.
const US_AREAS = ['305', '312', '617', '713'] as const;
const CA_AREAS = ['514', '403', '902'] as const;

/** The deterministic pool seeded outside production on an empty pool. */
export const SEED_POOL: readonly PoolSeedEntry[] = [
  ...US_AREAS.flatMap((area) =>
    series(4, (i) => ({ country: 'US', phone: `${area}5550${150 + i}`, tollFree: false })),
  ),
  // Toll-free numbers receive codes but cannot send texts (canSendCodeSms false).
  ...series(2, (i) => ({ country: 'US', phone: `8665550${150 + i}`, tollFree: true })),
  ...CA_AREAS.flatMap((area) =>
    series(5, (i) => ({ country: 'CA', phone: `${area}5550${150 + i}`, tollFree: false })),
  ),
  ...series(15, (i) => ({ country: 'GB', phone: `7700900${150 + i}`, tollFree: false })),
  ...series(15, (i) => ({ country: 'AU', phone: `491570${150 + i}`, tollFree: false })),
];

/** The calling code of a pool country. */
export function telCodeOf(country: string): string {
  return CODE_COUNTRIES.find((entry) => entry.code === country)?.telCode ?? '';
}

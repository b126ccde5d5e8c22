/** One number to put in the inventory. */
export interface InventoryEntry {
  telCode: string;
  phone: string;
  country: string;
  tollFree: boolean;
  areaCode: string | null;
  region: string | null;
}

/** Calling code of each country the service has numbers in. */
export const COUNTRY_CALLING_CODES: Readonly<Record<string, string>> = {
  US: '1',
  CA: '1',
  GB: '44',
  AU: '61',
  CN: '86',
};

function series(
  count: number,
  make: (index: number) => Omit<InventoryEntry, 'telCode' | 'tollFree'> & { tollFree?: boolean },
): InventoryEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const entry = make(index);
    return { ...entry, telCode: COUNTRY_CALLING_CODES[entry.country]!, tollFree: entry.tollFree ?? false };
  });
}

const nanp = (areaCode: string, index: number) => `${areaCode}5550${100 + index}`;

// Fictional ranges throughout: NANP 555-01xx, Ofcom's 07700 900xxx drama range, ACMA's 0491 570 range.
const US_AREAS = [
  ['212', 'New York, NY'],
  ['415', 'San Francisco, CA'],
  ['646', 'New York, NY'],
  ['702', 'Las Vegas, NV'],
] as const;
const CA_AREAS = [
  ['416', 'Toronto, ON'],
  ['604', 'Vancouver, BC'],
] as const;
const TOLL_FREE_CODES = ['833', '844', '855'] as const;

/** The deterministic inventory seeded outside production on an empty inventory. */
export const SEED_INVENTORY: readonly InventoryEntry[] = [
  ...US_AREAS.flatMap(([areaCode, region]) =>
    series(8, (i) => ({ phone: nanp(areaCode, i), country: 'US', areaCode, region })),
  ),
  ...CA_AREAS.flatMap(([areaCode, region]) =>
    series(10, (i) => ({ phone: nanp(areaCode, i), country: 'CA', areaCode, region })),
  ),
  ...TOLL_FREE_CODES.flatMap((areaCode) =>
    series(7, (i) => ({ phone: nanp(areaCode, i), country: 'US', areaCode, region: null, tollFree: true })),
  ),
  ...series(20, (i) => ({ phone: `7700900${100 + i}`, country: 'GB', areaCode: null, region: null })),
  ...series(20, (i) => ({ phone: `491570${100 + i}`, country: 'AU', areaCode: null, region: null })),
  ...series(20, (i) => ({
    phone: `1380000${String(100 + i).padStart(4, '0')}`,
    country: 'CN',
    areaCode: null,
    region: 'Beijing',
  })),
];

import type { BrandConfig, BrandId, BrandSettings } from '@switchboard/protocol';
import { BOOT_ELEMENT_ID, brands, isBrandId, withBrandSettings } from '@switchboard/protocol';
import { FRONT_PAGE_PARAM } from '../lib/signIn.ts';

/** Brand used when nothing names one (matches the server's default). */
export const FALLBACK_BRAND: BrandId = 'pingme';

/**
 * The brand the server injected into the page, if any. Only the brand field is checked, against the
 * brand ids as `bootDataSchema` does, so the first script the page loads needs no zod.
 */
export function readBootBrand(doc: Document): BrandId | null {
  const brand = readBoot(doc)?.brand;
  return typeof brand === 'string' && isBrandId(brand) ? brand : null;
}

/** The server's boot data as an object, or undefined when the page has none that parses. */
function readBoot(doc: Document): { brand?: unknown; settings?: unknown } | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const boot: unknown = JSON.parse(text);
    return typeof boot === 'object' && boot !== null ? boot : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The brand's settings the server put in the page (operators may change its name, tabs, language,
 * money, colours and legal pages), or null. The server checked them against the contract before
 * writing them; only their presence is checked here, so the first script needs no zod.
 */
function readBootSettings(doc: Document): BrandSettings | null {
  const settings = readBoot(doc)?.settings;
  const looksRight =
    typeof settings === 'object' && settings !== null && Array.isArray((settings as { tabs?: unknown }).tabs);
  return looksRight ? (settings as BrandSettings) : null;
}

/** The page's brand as the server serves it: its code values with the operators' settings in place. */
export function resolveBrand(doc: Document, location: { search: string; hostname: string }): BrandConfig {
  const brand = brands[resolveBrandId(doc, location)];
  const settings = readBootBrand(doc) === brand.id ? readBootSettings(doc) : null;
  return settings === null ? brand : withBrandSettings(brand, settings);
}

/**
 * The page's brand: the server's injection, else (dev server, no injection) `?brand=`, else the
 * host's first label when it names a brand, else the fallback.
 */
export function resolveBrandId(doc: Document, location: { search: string; hostname: string }): BrandId {
  const boot = readBootBrand(doc);
  if (boot) return boot;
  const query = new URLSearchParams(location.search).get('brand');
  if (query && isBrandId(query)) return query;
  const label = location.hostname.split('.')[0] ?? '';
  if (isBrandId(label)) return label;
  return FALLBACK_BRAND;
}

/** True when the address asks for front-page mode (`?front=1`). */
export function isFrontPage(search: string): boolean {
  const value = new URLSearchParams(search).get(FRONT_PAGE_PARAM);
  return value === '1' || value === 'true';
}

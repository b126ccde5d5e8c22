import type { BrandId } from '@switchboard/protocol';
import { BOOT_ELEMENT_ID, isBrandId } from '@switchboard/protocol';
import { FRONT_PAGE_PARAM } from '../lib/signIn.ts';

/** Brand used when nothing names one (matches the server's default). */
export const FALLBACK_BRAND: BrandId = 'pingme';

/**
 * The brand the server injected into the page, if any. Only the brand field is checked, against the
 * brand ids as `bootDataSchema` does, so the first script the page loads needs no zod.
 */
export function readBootBrand(doc: Document): BrandId | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot: unknown = JSON.parse(text);
    const brand = typeof boot === 'object' && boot !== null ? (boot as { brand?: unknown }).brand : null;
    return typeof brand === 'string' && isBrandId(brand) ? brand : null;
  } catch {
    return null;
  }
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

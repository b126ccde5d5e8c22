import { BRAND_ICON_PATH, type BrandId } from '@switchboard/protocol';
import { brandOf } from '../../lib/brands.ts';

/**
 * The brand's web app manifest: installed, the app opens on the brand's first screen in its own
 * window, with the brand's name, colour and logo. The name is in the brand's own language (a
 * manifest is one per address, not per person).
 */
export function webManifest(brand: BrandId): object {
  const config = brandOf(brand);
  const name = config.name[config.defaultLanguage];
  return {
    id: '/',
    name,
    short_name: name,
    lang: config.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: config.colors.primary,
    icons: [{ src: BRAND_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** The brand's icon: its logo. */
export function brandIcon(brand: BrandId): string {
  return brandOf(brand).logoSvg;
}

import {
  type BrandConfig,
  type BrandId,
  type BrandSettings,
  brandConfig,
  withBrandSettings,
} from '@switchboard/protocol';

/**
 * Each brand's configuration as this process serves it: its code values with the settings operators
 * saved in their place. Sentences, mails, texts and pages read it synchronously, wherever they are
 * made; the brand settings service fills it from the database at start, after every change and
 * every half minute (docs/adr/0022).
 */
const effective = new Map<BrandId, BrandConfig>();

/** A brand's configuration as served now. */
export function brandOf(id: BrandId): BrandConfig {
  return effective.get(id) ?? brandConfig(id);
}

/** Serves exactly these brands' saved settings; every other brand goes back to its code values. */
export function serveBrandSettings(saved: ReadonlyMap<BrandId, BrandSettings>): void {
  effective.clear();
  for (const [id, settings] of saved) effective.set(id, withBrandSettings(brandConfig(id), settings));
}

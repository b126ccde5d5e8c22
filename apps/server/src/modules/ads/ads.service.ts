import type { AdConfigData, BrandId } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { activeBanners, type BannerRow, insertSeedBanners } from './ads.repo.ts';

type AdBanner = AdConfigData['banners'][number];

/**
 * How long the banners read from the table are answered without reading it again. The console's
 * changes forget them at once on every node (changed(), shared through the socket adapter).
 */
export const AD_CACHE_MS = 30_000;

// An origin the CSP may name: scheme, host and port only. A banner address whose host holds anything
// else (a comma, say) is left out rather than let it break the header of every page.
const SAFE_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of a banner image the pages load from another host, as the CSP may name it; undefined for
 * own or data: images and for addresses whose host the CSP could not carry.
 */
export function imageOrigin(imageUrl: string): string | undefined {
  if (!URL.canParse(imageUrl)) return undefined;
  const url = new URL(imageUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return SAFE_ORIGIN.test(url.origin) ? url.origin : undefined;
}

function wire(row: BannerRow): AdBanner {
  return {
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    alt: row.alt,
    ...(row.popup === 1 ? { popup: true } : {}),
  };
}

/**
 * getAdConfig's banners, from the banner_ads table the console edits: the active ones of a brand
 * (its own and those of every brand) in position order. Keeps the origins of their images for the
 * pages' CSP, which is written synchronously for every response.
 */
export class AdService {
  #cache: { rows: BannerRow[]; readAt: number } | undefined;
  #origins: readonly string[] = [];
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Writes ADS_JSON's banners into an empty table (ADS_JSON only seeds; the table is the truth). */
  async seed(banners: readonly AdBanner[]): Promise<number> {
    const now = this.clock();
    const seeded = await insertSeedBanners(
      this.db,
      banners.map((banner, index) => ({
        id: `ads-json-${index}`,
        brand: null,
        image_url: banner.imageUrl,
        link_url: banner.linkUrl,
        alt: banner.alt,
        popup: banner.popup ? 1 : 0,
        position: index,
        active: 1,
        created_at: now,
        updated_at: now,
      })),
    );
    await this.reload();
    return seeded;
  }

  /** The active banners a page of the brand shows, in order. */
  async adConfig(brand: BrandId): Promise<AdConfigData> {
    const rows = await this.rows();
    return { banners: rows.filter((row) => row.brand === null || row.brand === brand).map(wire) };
  }

  /** The hosts the active banners' images load from, as CSP sources; as of the last read. */
  imageOrigins(): readonly string[] {
    return this.#origins;
  }

  /** Drops the banners read (another node changed them) and reads them again for the CSP. */
  forget(): void {
    this.#cache = undefined;
    // A failed read keeps the previous origins; the next getAdConfig reads the table again anyway.
    this.reload().catch(() => {});
  }

  /** Calls `listener` after every change announced here (to tell the other nodes). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /**
   * Announces a committed change of the banners: the other nodes forget them, and this one reads them
   * again before the console's answer goes out, so its next page already allows the new images.
   */
  async changed(): Promise<void> {
    this.#cache = undefined;
    for (const listener of this.#listeners) listener();
    // The change is committed; a failed read here only delays it to the next getAdConfig.
    await this.reload().catch(() => undefined);
  }

  private async rows(): Promise<BannerRow[]> {
    const cached = this.#cache;
    if (cached !== undefined && this.clock() - cached.readAt < AD_CACHE_MS) return cached.rows;
    return this.reload();
  }

  private async reload(): Promise<BannerRow[]> {
    const readAt = this.clock();
    const rows = await activeBanners(this.db);
    this.#cache = { rows, readAt };
    this.#origins = [...new Set(rows.flatMap((row) => imageOrigin(row.image_url) ?? []))];
    return rows;
  }
}

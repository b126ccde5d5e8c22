import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BOOT_ELEMENT_ID,
  BOOT_PLACEHOLDER,
  type BootData,
  BRAND_ICON_PATH,
  type BrandId,
  type RechargeSettings,
  settingsOfBrand,
  WEB_MANIFEST_PATH,
} from '@switchboard/protocol';
import { brandOf } from '../../lib/brands.ts';

const TITLE = /<title>[^<]*<\/title>/;

/** The brand's manifest, icon and colour for the browser's window and an installed app. */
function appShellLinks(brand: BrandId): string {
  return [
    `<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`,
    `<link rel="icon" type="image/svg+xml" href="${BRAND_ICON_PATH}" />`,
    `<meta name="theme-color" content="${brandOf(brand).colors.primary}" />`,
  ].join('\n    ');
}

/** Escapes text for an HTML text node. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The boot script element carrying a page's brand; `<` is escaped so no value can close the script. */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}

/**
 * index.html with the brand's boot data (brand, mobile-plan page or null, recharge settings or null,
 * the brand's settings as served) and English name filled in.
 */
export function renderIndex(
  template: string,
  brand: BrandId,
  mobilePlanUrl: string | null = null,
  recharge: RechargeSettings | null = null,
): string {
  const title = `<title>${escapeHtml(brandOf(brand).name.en)}</title>\n    ${appShellLinks(brand)}`;
  return template
    .replace(BOOT_PLACEHOLDER, () =>
      bootScript({ brand, mobilePlanUrl, recharge, settings: settingsOfBrand(brandOf(brand)) }),
    )
    .replace(TITLE, () => title);
}

/** The page shown when the web client has not been built yet. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Switchboard</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Switchboard is running</h1>
<p>The web client has not been built yet. Run <code>npm run build</code> in the repository, then restart the server.</p>
<p>The API answers under <code>/web</code>.</p>
</body></html>
`;

/** Reads the built index.html; caches it in production, re-reads otherwise so a rebuild shows at once. */
export class IndexTemplate {
  private cached: string | undefined;

  constructor(
    private readonly distDir: string,
    private readonly cache: boolean,
  ) {}

  /** The template, or undefined when the client is not built. */
  async load(): Promise<string | undefined> {
    if (this.cached !== undefined) return this.cached;
    try {
      const template = await readFile(path.join(this.distDir, 'index.html'), 'utf8');
      if (this.cache) this.cached = template;
      return template;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

import { z } from 'zod';
import { BOOT_ELEMENT_ID } from './boot-id.ts';
import { rechargeSettingsSchema } from './brands/recharge.ts';
import { brandSettingsSchema } from './brands/settings.ts';
import { brandIdSchema } from './brands/types.ts';

export { BOOT_ELEMENT_ID } from './boot-id.ts';

/** The placeholder element exactly as the built index.html carries it; the server replaces it. */
export const BOOT_PLACEHOLDER = `<script type="application/json" id="${BOOT_ELEMENT_ID}">{}</script>`;

/** What the server tells the page before any call: the brand resolved from the address. */
export const bootDataSchema = z.object({
  /** Brand of this page (host map, host's first label, `?brand=`, or the server's default). */
  brand: brandIdSchema,
  /** Address of the brand's mobile-plan page (MOBILE_PLAN_URLS), or null: the numbers tab then hides its entry. */
  mobilePlanUrl: z.url().nullable().default(null),
  /**
   * The brand's recharge tiles, gifts and custom range as the server prices them when it served the
   * page, so the recharge screen shows them at once; null when it did not say (getRechargeSettings tells).
   */
  recharge: rechargeSettingsSchema.nullable().default(null),
  /** The brand's name, tabs, language, money, colours and legal pages as operators set them; null: its code values. */
  settings: brandSettingsSchema.nullable().default(null),
});
/** Boot data injected into index.html. */
export type BootData = z.infer<typeof bootDataSchema>;

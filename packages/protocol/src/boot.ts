import { z } from 'zod';
import { brandIdSchema } from './brands/types.ts';

/** Id of the JSON script element in index.html that the server fills with the page's boot data. */
export const BOOT_ELEMENT_ID = 'switchboard-boot';

/** The placeholder element exactly as the built index.html carries it; the server replaces it. */
export const BOOT_PLACEHOLDER = `<script type="application/json" id="${BOOT_ELEMENT_ID}">{}</script>`;

/** What the server tells the page before any call: the brand resolved from the address. */
export const bootDataSchema = z.object({
  /** Brand of this page (host map, host's first label, `?brand=`, or the server's default). */
  brand: brandIdSchema,
});
/** Boot data injected into index.html. */
export type BootData = z.infer<typeof bootDataSchema>;

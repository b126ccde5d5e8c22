// Kept apart from boot.ts, which builds zod schemas: the web client's first script reads this id
// and must not carry zod for it.

/** Id of the JSON script element in index.html that the server fills with the page's boot data. */
export const BOOT_ELEMENT_ID = 'switchboard-boot';

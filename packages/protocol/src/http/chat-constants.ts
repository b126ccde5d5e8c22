// Plain constants of the chat calls, apart from their schemas: code of the client's first script
// can use them without loading zod (a module that imports zod keeps it in the bundle).

/** Message status: 0 sent (confirmed), 1 sending, 2 failed. */
export const MessageStatus = { sent: 0, sending: 1, failed: 2 } as const;

/** The server counts unread messages up to this many (the badge shows 99+ above 99). */
export const UNREAD_COUNT_LIMIT = 1000;
/** Badge cap: counts above this show as "99+". */
export const UNREAD_BADGE_CAP = 99;

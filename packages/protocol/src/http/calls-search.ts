import type { CallSpec } from './call-spec.ts';
import { searchMessagesDataSchema, searchMessagesQuerySchema } from './search.ts';

/** Searching the account's own messages. */
export const searchCalls = {
  searchMessages: {
    method: 'GET',
    path: '/searchMessages',
    auth: 'session',
    query: searchMessagesQuerySchema,
    data: searchMessagesDataSchema,
  },
} as const satisfies Record<string, CallSpec>;

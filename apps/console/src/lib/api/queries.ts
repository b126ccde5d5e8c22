import type { AuditAction, BrandId, ReviewKind } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from './client.ts';

/** What the audit log is searched for: text ('' for any) and one action, or all (undefined). */
interface AuditSearch {
  q: string;
  action?: AuditAction | undefined;
}

/** Every query key of the console, so a mutation names what it makes stale. */
export const keys = {
  me: (token: string) => ['me', token] as const,
  setupInfo: (setupToken: string) => ['setupInfo', setupToken] as const,
  reviews: ['reviews'] as const,
  reviewQueue: (brand: BrandId | undefined, kind: ReviewKind | undefined) =>
    ['reviews', brand ?? null, kind ?? null] as const,
  users: ['users'] as const,
  userSearch: (q: string, brand: BrandId | undefined) => ['users', 'search', q, brand ?? null] as const,
  user: (accountId: string) => ['users', 'one', accountId] as const,
  audit: ['audit'] as const,
  auditPage: (search: AuditSearch, before: string | undefined) =>
    ['audit', search.q, search.action ?? null, before ?? null] as const,
  operators: ['operators'] as const,
  operations: ['operations'] as const,
};

/** The signed-in operator and the role's permissions; keyed by the token, so a new session asks anew. */
export const meQuery = (token: string) =>
  queryOptions({ queryKey: keys.me(token), queryFn: () => callConsole('consoleMe'), staleTime: Infinity });

/** Who a setup link is for and the secret to add to an authenticator. */
export const setupInfoQuery = (setupToken: string) =>
  queryOptions({
    queryKey: keys.setupInfo(setupToken),
    queryFn: () => callConsole('consoleSetupInfo', { query: { setupToken } }),
    staleTime: Infinity,
  });

/** A review queue, oldest first. */
export const reviewQueueQuery = (brand: BrandId | undefined, kind: ReviewKind | undefined) =>
  queryOptions({
    queryKey: keys.reviewQueue(brand, kind),
    queryFn: () => callConsole('consoleReviews', { query: { brand, kind } }),
  });

/** Users matching a search. */
export const userSearchQuery = (q: string, brand: BrandId | undefined) =>
  queryOptions({
    queryKey: keys.userSearch(q, brand),
    queryFn: () => callConsole('consoleUsers', { query: { q, brand } }),
  });

/** One user's page. */
export const userQuery = (accountId: string) =>
  queryOptions({
    queryKey: keys.user(accountId),
    queryFn: () => callConsole('consoleUser', { id: accountId }),
  });

/** One page of the audit log, newest first, of one action or all. */
export const auditPageQuery = (search: AuditSearch, before: string | undefined) =>
  queryOptions({
    queryKey: keys.auditPage(search, before),
    queryFn: () =>
      callConsole('consoleAudit', {
        query: { q: search.q === '' ? undefined : search.q, action: search.action, before },
      }),
  });

/** Every operator (admins). */
export const operatorsQuery = () =>
  queryOptions({ queryKey: keys.operators, queryFn: () => callConsole('consoleOperators') });

/** The state of the service (the operations page asks it again every 15 s). */
export const operationsQuery = () =>
  queryOptions({ queryKey: keys.operations, queryFn: () => callConsole('consoleOperations') });

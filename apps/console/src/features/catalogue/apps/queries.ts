import type { UiLanguage } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../../lib/api/client.ts';

/** Query keys of the verification apps; an edit makes every search stale. */
export const codeAppKeys = {
  all: ['catalogue', 'codeApps'] as const,
  // The server names apps and countries in the operator's language.
  search: (q: string, language: UiLanguage) => ['catalogue', 'codeApps', q, language] as const,
};

/** The apps whose id or either name holds the search, with their fees per pool country. */
export const codeAppsQuery = (q: string, language: UiLanguage) =>
  queryOptions({
    queryKey: codeAppKeys.search(q, language),
    queryFn: () => callConsole('consoleCodeApps', { query: q === '' ? {} : { q } }),
  });

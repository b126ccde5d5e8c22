import type { BrandId, PLAN_CODES, UiLanguage } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../../lib/api/client.ts';

/** A flow code plans are sold for. */
export type PlanCode = (typeof PLAN_CODES)[number];

/** Query keys of the plans; an edit makes them all stale. */
export const planKeys = {
  all: ['catalogue', 'plans'] as const,
  // The server names the groups in the operator's language.
  list: (brand: BrandId | undefined, code: PlanCode | undefined, language: UiLanguage) =>
    ['catalogue', 'plans', brand ?? '', code ?? '', language] as const,
};

/** The plans of a brand and flow code (undefined: all of them). */
export const plansQuery = (brand: BrandId | undefined, code: PlanCode | undefined, language: UiLanguage) =>
  queryOptions({
    queryKey: planKeys.list(brand, code, language),
    queryFn: () =>
      callConsole('consolePlans', {
        query: { ...(brand === undefined ? {} : { brand }), ...(code === undefined ? {} : { code }) },
      }),
  });

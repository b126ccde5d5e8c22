import type { BrandId } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../../lib/api/client.ts';

/** Query keys of the brand settings; a save replaces its brand's. */
export const brandSettingsKeys = {
  brand: (brand: BrandId) => ['catalogue', 'brands', brand] as const,
};

/** A brand's settings, its code values, the tabs its code offers and when they last changed. */
export const brandSettingsQuery = (brand: BrandId) =>
  queryOptions({
    queryKey: brandSettingsKeys.brand(brand),
    queryFn: () => callConsole('consoleBrandSettings', { query: { brand } }),
  });

import type { BrandId } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../../lib/api/client.ts';

/** Query keys of the recharge settings; a replace makes its brand's stale. */
export const rechargeKeys = {
  all: ['catalogue', 'recharge'] as const,
  brand: (brand: BrandId) => ['catalogue', 'recharge', brand] as const,
};

/** A brand's recharge tiles, default tile, custom range and gift percentage. */
export const rechargeQuery = (brand: BrandId) =>
  queryOptions({
    queryKey: rechargeKeys.brand(brand),
    queryFn: () => callConsole('consoleRecharge', { query: { brand } }),
  });

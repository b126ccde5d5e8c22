import {
  BOOT_ELEMENT_ID,
  type BrandConfig,
  bootDataSchema,
  type RechargeSettings,
  withRecharge,
} from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { rechargeSettingsQuery } from '../../lib/api/queries.ts';
import { useBrand } from '../../lib/runtime.ts';

/** When this page was loaded: the age of the recharge settings its boot data carries. */
const PAGE_LOADED_AT = Date.now();

/** The recharge settings the server put in the page's boot data, or undefined when it put none. */
function bootRecharge(doc: Document = document): RechargeSettings | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const boot = bootDataSchema.safeParse(JSON.parse(text));
    return boot.success ? (boot.data.recharge ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's brand with the recharge tiles, gifts and custom range the server prices by: those the
 * page was served with, then getRechargeSettings' once they are a minute old. Where no server says
 * (the web client alone in development), the brand files' values stand in: they are what the
 * server's tables were seeded with.
 */
export function useRechargeBrand(): BrandConfig {
  const brand = useBrand();
  const { data } = useQuery({
    ...rechargeSettingsQuery(),
    initialData: () => bootRecharge(),
    initialDataUpdatedAt: PAGE_LOADED_AT,
  });
  return useMemo(() => (data === undefined ? brand : withRecharge(brand, data)), [brand, data]);
}

import { cloudnumber } from './cloudnumber.ts';
import { jiema } from './jiema.ts';
import { pingme } from './pingme.ts';
import type { BrandConfig, BrandId } from './types.ts';
import { wephone } from './wephone.ts';
import { wetalk } from './wetalk.ts';
import { wetalkpro } from './wetalkpro.ts';

export * from './recharge.ts';
export * from './settings.ts';
export * from './types.ts';

/** Every brand's configuration, by id. */
export const brands: Readonly<Record<BrandId, BrandConfig>> = {
  pingme,
  wephone,
  wetalk,
  wetalkpro,
  cloudnumber,
  jiema,
};

/** True when the string names a brand. */
export function isBrandId(value: string): value is BrandId {
  return Object.hasOwn(brands, value);
}

/** The configuration of a brand. */
export function brandConfig(id: BrandId): BrandConfig {
  return brands[id];
}

// Tables of a brand's recharge settings (migration 0030_recharge_tiles) and its other settings (0039).

/** One brand's recharge settings beside its tiles; amounts in ten-thousandths. */
export interface RechargeSettingsTable {
  brand: string;
  /** Index into the brand's tiles by position. */
  default_tile: number;
  custom_min: number;
  custom_max: number;
  custom_default: number;
  /** Gift percentage of tiles without their own gift. */
  popular_gift_percent: number;
  /** null until an operator replaces the seeded settings. */
  updated_at: number | null;
}

/** One recharge tile of a brand, in the screen's order (position 0 first). */
export interface RechargeTilesTable {
  brand: string;
  position: number;
  amount: number;
  /** 0: the brand's gift percentage applies. */
  gift: number;
}

/** A brand's settings an operator saved (BrandSettings as JSON); no row: its code values. */
export interface BrandSettingsTable {
  brand: string;
  settings: string;
  updated_at: number;
}

// Tables of the console's catalogue: banner ads (the SMS/MMS rates are sms_rates, in numbers.ts).
import type { BrandId } from '@switchboard/protocol';

/** One banner ad; getAdConfig answers the active ones of a brand in position order. */
export interface BannerAdsTable {
  id: string;
  /** null: every brand shows it. */
  brand: BrandId | null;
  image_url: string;
  link_url: string;
  alt: string;
  /** 1: also in the banner-ad dialog. */
  popup: number;
  /** Lower first; unique only by the service's care (moves swap two). */
  position: number;
  /** 0: kept in the console's list, never answered. */
  active: number;
  created_at: number;
  updated_at: number;
}

/** One number plan a brand sells (or sold), with its price; keyed by brand and plan id. */
export interface PlanPricesTable {
  brand: string;
  plan_id: string;
  /** Flow code the plan is sold for (US, CA, GB, AU, TollFree, CN). */
  code: string;
  plan_group: string;
  months: number;
  /** Price of one billing period, ten-thousandths. */
  plan_rent: number;
  /** Percent saved against paying monthly. */
  discount: number;
  extra: number;
  /** 0: not offered to new rentals or plan changes; subscriptions on it still renew. */
  on_sale: number;
  updated_at: number;
}

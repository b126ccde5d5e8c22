// Tables of the verification-code apps the console edits (migration 0029_code_apps).

/** One app or website codes can be received for. */
export interface CodeAppsTable {
  id: string;
  name_en: string;
  name_zh: string;
  /** Lower first in the app list. */
  sort: number;
  /** 0: not offered for new numbers; rentals and history keep naming it. */
  enabled: number;
  /** Another app's id this app's selection is redirected to; null: none. */
  redirect_to: string | null;
  updated_at: number;
}

/** An app's fees in one pool country, ten-thousandths of a dollar (cloudnumber's coin derived). */
export interface CodeAppFeesTable {
  app: string;
  country: string;
  code_rate: number;
  sub_rent: number;
  updated_at: number;
}

/** An app a user starred in the service list (migration 0037); primary key (account_id, app). */
export interface CodeAppFavouritesTable {
  account_id: string;
  app: string;
  created_at: number;
}

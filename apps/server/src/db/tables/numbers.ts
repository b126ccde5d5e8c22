// Tables of phone numbers, the verification-code pool and rentals, number subscriptions and SMS rates.

import type { Generated } from 'kysely';

/** A number of this service: free when account_id is null. Flags are 0/1. */
export interface PhoneNumbersTable {
  id: string;
  tel_code: string;
  phone: string;
  /** tel_code followed by phone. */
  full_number: string;
  /** ISO country; toll-free numbers keep theirs. */
  country: string;
  toll_free: number;
  /** 0 for a toll-free number until it is registered for messaging. */
  messaging_enabled: number;
  /** The operator's reason for refusing (revoking) a toll-free registration, '' when none. */
  toll_free_review_reason: Generated<string>;
  area_code: string | null;
  region: string | null;
  account_id: string | null;
  assigned_at: number | null;
  created_at: number;
  /** Released numbers are not offered to anyone before this moment; null when never released. */
  quarantine_until: number | null;
  /** The carrier it was bought from (its gateway's name) and its id there; null when imported (0040). */
  carrier: Generated<string | null>;
  carrier_ref: Generated<string | null>;
}

/** A number of the verification-code pool. */
export interface CodePoolNumbersTable {
  id: string;
  full_number: string;
  tel_code: string;
  phone: string;
  /** ISO country. */
  country: string;
  toll_free: number;
  created_at: number;
  /** When an operator took it out of the pool (no new lock reaches it); null while it serves. */
  removed_at: number | null;
}

/** A verification rental's state: see migration 0011. */
export type CodeRentalStatus = 'locked' | 'active' | 'subscribed' | 'released' | 'expired';

/** A number a user got for an app; its id is the verification history's historyId. */
export interface CodeRentalsTable {
  id: string;
  account_id: string;
  app: string;
  number_id: string;
  full_number: string;
  country: string;
  /** CodeNumberType of the option chosen. */
  number_type: number;
  status: CodeRentalStatus;
  locked_at: number;
  /** End of the receive window of the current lock. */
  lock_until: number;
  code_received_at: number | null;
  /** When the user loses the number (a month after the code, or the end of the paid month). */
  expires_at: number | null;
  /** While subscribed: when the next month is charged. */
  next_payment_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Who holds a pool number for an app now; primary key (number_id, app). */
export interface CodeHoldsTable {
  number_id: string;
  app: string;
  rental_id: string;
  account_id: string;
  held_until: number;
}

/** A text received on a held number. */
export interface CodeMessagesTable {
  id: string;
  rental_id: string;
  account_id: string;
  app: string;
  full_number: string;
  sender: string;
  text: string;
  /** The code found in the text, '' when none. */
  code: string;
  /** Charged for it (only the first code of a lock is charged). */
  charge: number;
  received_at: number;
}

/** A subscription's state: see migration 0010. */
export type SubscriptionStatus = 'active' | 'grace' | 'released' | 'expired';

/** One rental of a number by an account; its id is the subscription history's historyId. */
export interface NumberSubscriptionsTable {
  id: string;
  account_id: string;
  number_id: string;
  full_number: string;
  tel_code: string;
  phone: string;
  /** ISO country code or TollFree. */
  country_code: string;
  /** local, mobile or tollFree. */
  number_type: string;
  plan_id: string;
  status: SubscriptionStatus;
  /** Start of the period paid for. */
  period_start: number;
  /** When the next period is charged. */
  next_payment_at: number;
  /** While in grace: when the number lapses. */
  grace_until: number | null;
  /** A plan change at the next cycle. */
  pending_plan_id: string | null;
  pending_effective_at: number | null;
  released_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Why a subscription event was written: a release, or an operator's gift of the number (no charge). */
export type SubscriptionEventKind = 'unsubscribed' | 'lapsed' | 'gifted';

/** One release (or gift) of a subscription: a row of the subscription history (see migration 0018). */
export interface NumberSubscriptionEventsTable {
  id: string;
  account_id: string;
  subscription_id: string;
  kind: SubscriptionEventKind;
  /** Made by subscriptionReference(), dated at the release. */
  reference: string;
  created_at: number;
}

/** Price of one outbound SMS segment and of one MMS (null: no MMS), per rate key (country or TOLLFREE). */
export interface SmsRatesTable {
  rate_key: string;
  sms_segment: number;
  mms: number | null;
  updated_at: number;
}

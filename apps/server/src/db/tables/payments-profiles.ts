// Tables of payments, profiles and identity proofs, verification codes, the outbox and media blobs.

import type { PaymentMethod, PaymentOrderStatus } from '@switchboard/protocol';
import type { Generated } from 'kysely';

/** Lifecycle of a payment order: the contract's list (paymentOrderStatuses), which the console names. */
export type { PaymentOrderStatus };

/** One checkout attempt; amount and gift in ten-thousandths of the brand unit. */
export interface PaymentOrdersTable {
  id: string;
  account_id: string;
  brand: string;
  method: PaymentMethod;
  product_id: string;
  amount: number;
  gift: number;
  currency: string;
  status: PaymentOrderStatus;
  /** 'sandbox' or 'stripe'. */
  provider: string;
  /** The provider's id (Stripe session) or the sandbox wallet quote. */
  provider_ref: string | null;
  /** Where the sandbox page sends the browser back to. */
  return_url: string | null;
  created_at: number;
  paid_at: number | null;
  /** The retcode of an order we refused ourselves (200043), else null. */
  failure_code: number | null;
  /** The provider's payer account of a paid PayPal order, else null. */
  payer_ref: string | null;
  /** Which refund holds the order: 'balance' or 'provider'; null while none does. */
  refund_destination: 'balance' | 'provider' | null;
  /** How many times the order was claimed for a refund to the payer; each claim has its own ledger references. */
  refund_attempts: Generated<number>;
  /** The provider's refund once it accepted a refund to the payer, else null. */
  refund_ref: string | null;
}

/** One provider event ever received; the primary key (provider, event_id) dedupes redeliveries. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  order_id: string;
  received_at: number;
}

/** A review state: -1 nothing submitted, 1 reviewing, 2 verified, 100 needs update. */
export type ReviewState = -1 | 1 | 2 | 100;

/** Name, billing address and use case of an account; one row once it is first submitted. */
export interface ProfilesTable {
  account_id: string;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  province: string;
  country: string;
  region_code: string;
  postal_code: string;
  /** A FEATURE_OPTIONS value, '' on brands without use cases. */
  feature: string;
  /** JSON list of {value, text?} in USE_CASE_OPTIONS order, '[]' on brands without use cases. */
  user_case: string;
  profile_status: ReviewState;
  use_case_status: ReviewState;
  /** The operator's reason for refusing the profile, '' when none. */
  profile_review_reason: Generated<string>;
  /** The operator's reason for refusing the use case, '' when none. */
  use_case_review_reason: Generated<string>;
  submitted_at: number;
  updated_at: number;
}

/** Identity-proof review state of an account; one row once images are first submitted. */
export interface KycTable {
  account_id: string;
  status: ReviewState;
  /** The operator's reason for refusing the identity proof, '' when none. */
  review_reason: Generated<string>;
  submitted_at: number;
  updated_at: number;
}

/** One identity image; its bytes are in the media store under storage_key, never shared. */
export interface KycImagesTable {
  id: string;
  account_id: string;
  /** 'idCard' (ID front/back) or 'idHold' (user holding the ID). */
  slot: 'idCard' | 'idHold';
  /** 0 or 1 within the slot. */
  position: number;
  storage_key: string;
  mime: string;
  size: number;
  created_at: number;
}

/** Codes and mails sent to people when no SMTP server is configured. */
export interface OutboxMessagesTable {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  text: string;
  sent_at: number;
}

/** Media bytes kept in the database when MEDIA_STORE=database: see migration 0012. */
export interface MediaBlobsTable {
  key: string;
  bytes: Buffer;
  size: number;
  created_at: number;
}

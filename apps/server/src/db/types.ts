import type { MessageType } from '@switchboard/protocol';
import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

// Times are epoch milliseconds in bigint columns: one representation that both engines store alike.

/** Lifecycle of an account; anything but active blocks login and every authenticated call. */
export type AccountStatus = 'active' | 'suspended' | 'deleted';

/** One account of one brand. */
export interface AccountsTable {
  id: string;
  brand: string;
  email: string | null;
  tel_code: string | null;
  phone: string | null;
  password_hash: string;
  status: AccountStatus;
  /** Set once by the invite feature; while null the account may still set an inviter. */
  inviter_account_id: string | null;
  /** 1 when calls to the account's numbers are forwarded to its verified phone. */
  forward_status: Generated<number>;
  /** 1 when unanswered calls go to voicemail (the default). */
  voicemail_status: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One login on one device; the row keeps its id when its token rotates. */
export interface SessionsTable {
  id: string;
  account_id: string;
  /** SHA-256 of the current token, hex; the token itself is never stored. */
  token_hash: string;
  language: string;
  ip: string;
  user_agent: string;
  created_at: number;
  refreshed_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

/** Append-only money movements, signed ten-thousandths. */
export interface LedgerEntriesTable {
  id: string;
  account_id: string;
  amount: number;
  kind: string;
  reference: string;
  created_at: number;
  /** Balance right after this entry (set by the ledger in the same transaction); null only before back-fill. */
  balance_after: number | null;
}

/** One call the carrier reported (a received voicemail is an inbound call of type 'voicemail'). */
export interface CallsTable {
  id: string;
  account_id: string;
  direction: 'in' | 'out';
  from_number: string;
  to_number: string;
  /** Seconds. */
  duration: number;
  /** Line tariff id (0 when none, e.g. a voicemail). */
  line: number;
  charge: number;
  type: string;
  date: number;
}

/** The invite code of an account, created the first time it is asked for. */
export interface InviteCodesTable {
  account_id: string;
  brand: string;
  code: string;
  created_at: number;
}

/** Projection of SUM(ledger_entries.amount) per account, written in the same transaction. */
export interface AccountBalancesTable {
  account_id: string;
  balance: number;
  updated_at: number;
}

/** Short-lived shared entries (captcha answers, passes, slider puzzles) when no Redis is configured. */
export interface ShortLivedEntriesTable {
  key: string;
  value: string;
  expires_at: number;
}

/** Failed logins, counted per account and per IP over a sliding window. */
export interface LoginFailuresTable {
  id: string;
  brand: string;
  account_key: string;
  ip: string;
  created_at: number;
}

/** Fixed-window request counters shared by every node. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

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
  area_code: string | null;
  region: string | null;
  account_id: string | null;
  assigned_at: number | null;
  created_at: number;
  /** Released numbers are not offered to anyone before this moment; null when never released. */
  quarantine_until: number | null;
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

/** Price of one outbound SMS segment and of one MMS (null: no MMS), per rate key (country or TOLLFREE). */
export interface SmsRatesTable {
  rate_key: string;
  sms_segment: number;
  mms: number | null;
  updated_at: number;
}

/** Delivery state of a message at the carrier: none for inbound rows. */
export type CarrierStatus = 'none' | 'pending' | 'sent' | 'delivered' | 'failed';

/** One message as one account sees it; a message between two accounts has a row for each. */
export interface MessagesTable {
  id: string;
  account_id: string;
  sms_id: string;
  own_full: string;
  own_tel_code: string;
  own_number: string;
  other_full: string;
  other_tel_code: string;
  other_number: string;
  direction: 'in' | 'out';
  type: MessageType;
  text: string;
  /** Comma-separated media links. */
  media: string;
  status: number;
  date: number;
  segments: number;
  /** What the account paid for it, ten-thousandths (0 for inbound). */
  charge: number;
  /** Transcript shown to the user once they ask for speech-to-text. */
  stt: string | null;
  /** Transcript the carrier supplied with a voicemail, held until the user asks for it. */
  carrier_transcript: string | null;
  highlight_target: string | null;
  highlight_text: string | null;
  carrier_status: CarrierStatus;
  carrier_id: string | null;
  /** When a node last claimed the row to hand it to the carrier. */
  dispatch_at: number | null;
  deleted_at: number | null;
}

/** A stored picture or voicemail recording; its id is the unguessable part of its link. */
export interface MediaFilesTable {
  id: string;
  owner_account_id: string;
  kind: 'image' | 'audio';
  mime: string;
  size: number;
  storage_key: string;
  created_at: number;
}

/** Accounts allowed to read a media file: the two parties of its conversation. */
export interface MediaAccessTable {
  media_id: string;
  account_id: string;
  created_at: number;
}

/** One contact of an account's address book; a deleted one stays as a tombstone with its fields cleared. */
export interface ContactsTable {
  id: string;
  account_id: string;
  name: string;
  email: string;
  company_name: string;
  note: string;
  /** JSON of the normalised phone list: [{ telCode, phone, tag }]. */
  phones: string;
  created_at: number;
  /** Time of the last change (ms), unique and increasing per account. */
  update_time: number;
  deleted_at: number | null;
}

/** The last update time handed out per account; its row is the lock that orders contact writes. */
export interface ContactClocksTable {
  account_id: string;
  last_update_time: number;
}

/** Lifecycle of a payment order. */
export type PaymentOrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** One checkout attempt; amount and gift in ten-thousandths of the brand unit. */
export interface PaymentOrdersTable {
  id: string;
  account_id: string;
  brand: string;
  method: string;
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
  submitted_at: number;
  updated_at: number;
}

/** Identity-proof review state of an account; one row once images are first submitted. */
export interface KycTable {
  account_id: string;
  status: ReviewState;
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

/** A code sent by SMS or email: only its HMAC is kept; status pending, validated, spent or burnt. */
export interface VerificationCodesTable {
  id: string;
  account_id: string;
  channel: 'sms' | 'email';
  /** "telcode phone" for SMS, the address for email. */
  target: string;
  code_hash: string;
  ip: string;
  tries: number;
  status: 'pending' | 'validated' | 'spent' | 'burnt';
  created_at: number;
  expires_at: number;
  validated_at: number | null;
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

/** Every table, for Kysely. */
export interface DB {
  verification_codes: VerificationCodesTable;
  outbox_messages: OutboxMessagesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  ledger_entries: LedgerEntriesTable;
  calls: CallsTable;
  invite_codes: InviteCodesTable;
  account_balances: AccountBalancesTable;
  short_lived_entries: ShortLivedEntriesTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  phone_numbers: PhoneNumbersTable;
  number_subscriptions: NumberSubscriptionsTable;
  code_pool_numbers: CodePoolNumbersTable;
  code_rentals: CodeRentalsTable;
  code_holds: CodeHoldsTable;
  code_messages: CodeMessagesTable;
  sms_rates: SmsRatesTable;
  messages: MessagesTable;
  media_files: MediaFilesTable;
  media_access: MediaAccessTable;
  media_blobs: MediaBlobsTable;
  contacts: ContactsTable;
  contact_clocks: ContactClocksTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  profiles: ProfilesTable;
  kyc: KycTable;
  kyc_images: KycImagesTable;
}

/** The database handle. */
export type Db = Kysely<DB>;
/** A handle inside a transaction. */
export type Trx = Transaction<DB>;
/** Either: repositories accept both so callers can compose transactions. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** A stored account. */
export type AccountRow = Selectable<AccountsTable>;
/** A new account. */
export type NewAccountRow = Insertable<AccountsTable>;
/** A stored session. */
export type SessionRow = Selectable<SessionsTable>;
/** A number of the inventory. */
export type PhoneNumberRow = Selectable<PhoneNumbersTable>;
/** A stored message row. */
export type MessageRow = Selectable<MessagesTable>;
/** A stored media file. */
export type MediaFileRow = Selectable<MediaFilesTable>;
/** A stored contact or tombstone. */
export type ContactRow = Selectable<ContactsTable>;
/** A stored payment order. */
export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
/** A stored profile. */
export type ProfileRow = Selectable<ProfilesTable>;
/** A stored identity image. */
export type KycImageRow = Selectable<KycImagesTable>;

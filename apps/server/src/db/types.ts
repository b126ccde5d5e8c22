import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  AccountBalancesTable,
  AccountsTable,
  CallsTable,
  InviteCodesTable,
  InvitePhonesTable,
  LedgerEntriesTable,
  LoginFailuresTable,
  PushSubscriptionsTable,
  RateLimitsTable,
  SessionsTable,
  ShortLivedEntriesTable,
  ShortLivedEventsTable,
  VipMembershipsTable,
} from './tables/accounts.ts';
import type { BannerAdsTable, PlanPricesTable } from './tables/catalogue.ts';
import type { CodeAppFavouritesTable, CodeAppFeesTable, CodeAppsTable } from './tables/code-apps.ts';
import type { JobRunsTable } from './tables/jobs.ts';
import type {
  ContactClocksTable,
  ContactsTable,
  ConversationsTable,
  MediaAccessTable,
  MediaFilesTable,
  MessagesTable,
} from './tables/messages.ts';
import type {
  CodeHoldsTable,
  CodeMessagesTable,
  CodePoolNumbersTable,
  CodeRentalsTable,
  NumberSubscriptionEventsTable,
  NumberSubscriptionsTable,
  PhoneNumbersTable,
  SmsRatesTable,
} from './tables/numbers.ts';
import type {
  AuditLogTable,
  OperatorSessionsTable,
  OperatorSetupTokensTable,
  OperatorsTable,
} from './tables/operators.ts';
import type {
  KycImagesTable,
  KycTable,
  MediaBlobsTable,
  OutboxMessagesTable,
  PaymentEventsTable,
  PaymentOrdersTable,
  ProfilesTable,
} from './tables/payments-profiles.ts';
import type { BrandSettingsTable, RechargeSettingsTable, RechargeTilesTable } from './tables/recharge.ts';

export type * from './tables/accounts.ts';
export type * from './tables/catalogue.ts';
export type * from './tables/code-apps.ts';
export type * from './tables/jobs.ts';
export type * from './tables/messages.ts';
export type * from './tables/numbers.ts';
export type * from './tables/operators.ts';
export type * from './tables/payments-profiles.ts';
export type * from './tables/recharge.ts';

// Times are epoch milliseconds in bigint columns: one representation that both engines store alike.
// The tables are declared by area under tables/; this module is the one every feature imports.

/** Every table, for Kysely. */
export interface DB {
  short_lived_events: ShortLivedEventsTable;
  outbox_messages: OutboxMessagesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  ledger_entries: LedgerEntriesTable;
  calls: CallsTable;
  invite_codes: InviteCodesTable;
  invite_phones: InvitePhonesTable;
  vip_memberships: VipMembershipsTable;
  account_balances: AccountBalancesTable;
  short_lived_entries: ShortLivedEntriesTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
  phone_numbers: PhoneNumbersTable;
  number_subscriptions: NumberSubscriptionsTable;
  number_subscription_events: NumberSubscriptionEventsTable;
  code_pool_numbers: CodePoolNumbersTable;
  code_rentals: CodeRentalsTable;
  code_holds: CodeHoldsTable;
  code_messages: CodeMessagesTable;
  sms_rates: SmsRatesTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
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
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_setup_tokens: OperatorSetupTokensTable;
  audit_log: AuditLogTable;
  banner_ads: BannerAdsTable;
  plan_prices: PlanPricesTable;
  code_apps: CodeAppsTable;
  code_app_fees: CodeAppFeesTable;
  code_app_favourites: CodeAppFavouritesTable;
  push_subscriptions: PushSubscriptionsTable;
  job_runs: JobRunsTable;
  recharge_settings: RechargeSettingsTable;
  recharge_tiles: RechargeTilesTable;
  brand_settings: BrandSettingsTable;
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

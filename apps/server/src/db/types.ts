import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';

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
}

/** Projection of SUM(ledger_entries.amount) per account, written in the same transaction. */
export interface AccountBalancesTable {
  account_id: string;
  balance: number;
  updated_at: number;
}

/** Issued graphic captchas, one-time use. */
export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: number;
  created_at: number;
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

/** Every table, for Kysely. */
export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  ledger_entries: LedgerEntriesTable;
  account_balances: AccountBalancesTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  rate_limits: RateLimitsTable;
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

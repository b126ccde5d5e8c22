// Tables of accounts, sessions, the ledger, calls, invites and the short-lived and counter tables.
import type { LedgerEntryKind } from '@switchboard/protocol';
import type { Generated } from 'kysely';

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
  kind: LedgerEntryKind;
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

/** A phone that brought a referral bonus, once per brand: an HMAC of the full number, never the number. */
export interface InvitePhonesTable {
  brand: string;
  phone_hash: string;
  /** The invitee paid for it. */
  account_id: string;
  created_at: number;
}

/** The VIP membership of an account (wetalk): the end of its paid time. */
export interface VipMembershipsTable {
  account_id: string;
  /** End of the membership, ms since the epoch (past once it ran out). */
  expire_at: number;
  updated_at: number;
}

/** Projection of SUM(ledger_entries.amount) per account, written in the same transaction. */
export interface AccountBalancesTable {
  account_id: string;
  balance: number;
  updated_at: number;
}

/** Events counted in sliding windows (codes sent per phone, address, account, IP) when no Redis is configured. */
export interface ShortLivedEventsTable {
  key: string;
  at: number;
  expires_at: number;
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

/** A browser's Web Push subscription, kept for the session that saved it. */
export interface PushSubscriptionsTable {
  endpoint: string;
  account_id: string;
  session_id: string;
  /** The browser's P-256 public key and auth secret, URL-safe base64: pushes are encrypted for them. */
  p256dh: string;
  auth: string;
  /** The session's interface language: what the notification texts are written in. */
  language: string;
  created_at: number;
}

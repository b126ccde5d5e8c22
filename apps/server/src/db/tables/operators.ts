// Tables of the operator console: operators, their sessions and setup links, and the audit log.
import type { AuditAction, AuditTargetType } from '@switchboard/protocol';
import type { Generated } from 'kysely';

/** One operator of the console; never a brand's account. */
export interface OperatorsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** An OperatorRole. */
  role: string;
  /** argon2id; null until the operator has chosen a password through a setup link. */
  password_hash: string | null;
  /**
   * TOTP secret sealed by TotpSecretBox ("v1:…"; a plain base32 one only until the next start or
   * sign-in); null when the operator has no authenticator (allowed outside production only).
   */
  totp_secret: string | null;
  /** The time step of the last accepted code: a code is never accepted twice. */
  totp_last_step: number | null;
  /** 1 when the operator may no longer sign in. */
  disabled: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One console sign-in; it ends after CONSOLE_IDLE_MINUTES without a call. */
export interface OperatorSessionsTable {
  id: string;
  operator_id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  ip: string;
  user_agent: string;
  created_at: number;
  /** The last call made with it: the session's idle clock. */
  last_seen_at: number;
  revoked_at: number | null;
}

/** A one-time setup link: its token's hash, the TOTP secret it offers, used once within its day. */
export interface OperatorSetupTokensTable {
  token_hash: string;
  operator_id: string;
  /** The secret the link offers, sealed like the operator's. */
  totp_secret: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One operator action; rows are only ever inserted (the database refuses updates and deletes). */
export interface AuditLogTable {
  id: string;
  at: number;
  /** Null for actions taken from the command line. */
  operator_id: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  /** JSON object text, or null. */
  before_json: string | null;
  after_json: string | null;
  reason: string;
}

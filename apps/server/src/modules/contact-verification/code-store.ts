import { VERIFY_CODE_TTL_MS } from '@switchboard/protocol';
import type { EventCount, ShortLivedStore } from '../../adapters/short-lived/index.ts';

/** What a code is sent over. */
export type Channel = 'sms' | 'email';
/** What a code is for: proving a phone or address, or resetting the account's password. */
export type CodePurpose = 'verify' | 'reset';
/** pending (sent), validated (the right code came back), spent (its phone or address was saved), burnt. */
export type CodeStatus = 'pending' | 'validated' | 'spent' | 'burnt';

/** A sent code as the short-lived store keeps it; the code itself only as an HMAC. */
export interface CodeRecord {
  id: string;
  accountId: string;
  channel: Channel;
  /** "telcode phone" for SMS, the address for email. */
  target: string;
  codeHash: string;
  ip: string;
  tries: number;
  status: CodeStatus;
  createdAt: number;
  expiresAt: number;
  validatedAt: number | null;
  /** Absent on codes that verify a phone or address. */
  purpose?: CodePurpose;
}

/** A validated code allows saving its phone or address this long after validation. */
export const VERIFIED_WINDOW_MS = VERIFY_CODE_TTL_MS;
/** Sends are kept this long: the longest window a limit counts over is a day. */
const SENDS_KEPT_MS = 24 * 3_600_000;
/** How often a state change is retried when another request changed the code in between. */
const SWAP_ATTEMPTS = 10;

/** Where a code is kept, by its verifyid. */
export const codeKey = (id: string) => `code:${id}`;
const validatedKey = (accountId: string, channel: Channel, target: string) =>
  `code-validated:${accountId}:${channel}:${target}`;

/**
 * The thousand-block of an SMS target ("telcode phone" without its last 3 digits): SMS pumping walks
 * through consecutive numbers of a range, each of which stays under its own cap.
 */
export function smsPrefixOf(target: string): string {
  return target.slice(0, Math.max(target.indexOf(' ') + 1, target.length - 3));
}

/**
 * Which sends to count: to one target, to one SMS thousand-block, by one account (optionally for one
 * target), or from one IP.
 */
export type SendScope =
  | { channel: Channel; target: string }
  | { smsPrefix: string }
  | { accountId: string; channel?: Channel; target?: string }
  | { ip: string; channel?: Channel };

function scopeKey(scope: SendScope): string {
  if ('ip' in scope) return `sends:ip:${scope.ip}:${scope.channel ?? '*'}`;
  if ('smsPrefix' in scope) return `sends:prefix:${scope.smsPrefix}`;
  if ('accountId' in scope) {
    const target = scope.channel === undefined ? '*' : `${scope.channel}:${scope.target ?? '*'}`;
    return `sends:account:${scope.accountId}:${target}`;
  }
  return `sends:to:${scope.channel}:${scope.target}`;
}

/** Every scope a send is counted in (the ones the limits ask about). */
function scopesOf(record: CodeRecord): SendScope[] {
  const { accountId, channel, target, ip } = record;
  const prefix: SendScope[] = channel === 'sms' ? [{ smsPrefix: smsPrefixOf(target) }] : [];
  return [
    ...prefix,
    { channel, target },
    { accountId },
    { accountId, channel },
    { accountId, channel, target },
    { ip },
    { ip, channel },
  ];
}

/** A code as read, with the exact stored text that a state change must still find. */
interface Stored {
  record: CodeRecord;
  raw: string;
}

/** The verification codes and their sends in the short-lived store. */
export class CodeStore {
  constructor(private readonly store: ShortLivedStore) {}

  /** Keeps a freshly sent code and counts the send in every scope. */
  async recordSend(record: CodeRecord): Promise<void> {
    await this.store.put(codeKey(record.id), JSON.stringify(record), record.expiresAt - record.createdAt);
    await Promise.all(
      scopesOf(record).map((scope) => this.store.note(scopeKey(scope), record.createdAt, SENDS_KEPT_MS)),
    );
  }

  /** Counts sends in a scope since a time, and tells when the newest was. */
  sendsSince(scope: SendScope, since: number): Promise<EventCount> {
    return this.store.since(scopeKey(scope), since);
  }

  /** A live code by its verifyid. */
  async find(id: string): Promise<CodeRecord | undefined> {
    return (await this.read(id))?.record;
  }

  private async read(id: string): Promise<Stored | undefined> {
    const raw = await this.store.peek(codeKey(id));
    return raw === undefined ? undefined : { record: JSON.parse(raw) as CodeRecord, raw };
  }

  /**
   * Applies a change to a code if `allowed` still holds for its current state, retrying when another
   * request changed it in between; false when it is gone or not allowed.
   */
  private async change(
    id: string,
    allowed: (record: CodeRecord) => boolean,
    next: (record: CodeRecord) => CodeRecord,
    lifetimeMs: (record: CodeRecord) => number,
  ): Promise<CodeRecord | undefined> {
    for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt += 1) {
      const stored = await this.read(id);
      if (stored === undefined || !allowed(stored.record)) return undefined;
      const changed = next(stored.record);
      const ttl = lifetimeMs(changed);
      if (ttl <= 0) return undefined;
      if (await this.store.swap(codeKey(id), stored.raw, JSON.stringify(changed), ttl)) return changed;
    }
    return undefined;
  }

  /** Accepts a pending, live code with tries left: a code validates at most once. */
  async markValidated(id: string, maxTries: number, now: number): Promise<boolean> {
    const validated = await this.change(
      id,
      (r) => r.status === 'pending' && r.tries < maxTries && r.expiresAt > now,
      (r) => ({ ...r, status: 'validated', validatedAt: now }),
      () => VERIFIED_WINDOW_MS,
    );
    if (validated === undefined) return false;
    const { accountId, channel, target } = validated;
    await this.store.put(validatedKey(accountId, channel, target), id, VERIFIED_WINDOW_MS);
    return true;
  }

  /** Spends a pending, live code with tries left in one step (a password reset code): false if it was not. */
  async spendPending(id: string, maxTries: number, now: number): Promise<boolean> {
    const spent = await this.change(
      id,
      (r) => r.status === 'pending' && r.tries < maxTries && r.expiresAt > now,
      (r) => ({ ...r, status: 'spent', validatedAt: now }),
      (r) => r.expiresAt - now,
    );
    return spent !== undefined;
  }

  /** Counts one wrong try unless the code is already out of tries; false when it was. */
  async countWrongTry(id: string, maxTries: number): Promise<boolean> {
    const counted = await this.change(
      id,
      (r) => r.status === 'pending' && r.tries < maxTries,
      (r) => ({ ...r, tries: r.tries + 1 }),
      (r) => r.expiresAt - Date.now(),
    );
    return counted !== undefined;
  }

  /** Burns a pending code for good (kept, so it still answers "too many tries" until it expires). */
  async burn(id: string): Promise<void> {
    await this.change(
      id,
      (r) => r.status === 'pending',
      (r) => ({ ...r, status: 'burnt' }),
      (r) => r.expiresAt - Date.now(),
    );
  }

  /** The newest validated, unspent code of an account for a target, validated since a time. */
  async findValidated(
    accountId: string,
    channel: Channel,
    target: string,
    since: number,
  ): Promise<CodeRecord | undefined> {
    const id = await this.store.peek(validatedKey(accountId, channel, target));
    if (id === undefined) return undefined;
    const record = await this.find(id);
    const fresh = record?.status === 'validated' && (record.validatedAt ?? 0) >= since;
    return fresh ? record : undefined;
  }

  /** Spends a validated code; false when another request spent it first. */
  async spend(id: string): Promise<boolean> {
    const spent = await this.change(
      id,
      (r) => r.status === 'validated',
      (r) => ({ ...r, status: 'spent' }),
      () => VERIFIED_WINDOW_MS,
    );
    return spent !== undefined;
  }
}

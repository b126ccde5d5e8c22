import type { LedgerEntryKind } from '@switchboard/protocol';
import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';
import { LIVE_STATUSES } from '../numbers/subscriptions.repo.ts';

// Every statement of an account's deletion. They all run in the one transaction of the deletion and
// touch only the rows of that account (its media files: only those nobody else can read any more).

/** What the deletion reads of the account before it changes anything. */
export interface DeletedAccountFacts {
  brand: string;
  email: string | null;
  telCode: string | null;
  phone: string | null;
}

/**
 * Turns the account into its tombstone if it still has this password hash and is not deleted yet:
 * its email becomes `deleted:<id>` (never a valid address, so the address can sign up again), the
 * phone is dropped, the password hash can match no password, call settings and inviter are reset.
 * Answers the facts it replaced, undefined when the account changed meanwhile.
 */
export async function entombAccount(
  ex: Executor,
  change: { accountId: string; passwordHash: string; unusableHash: string; now: number },
): Promise<DeletedAccountFacts | undefined> {
  const before = await ex
    .selectFrom('accounts')
    .select(['brand', 'email', 'tel_code', 'phone'])
    .where('id', '=', change.accountId)
    .where('password_hash', '=', change.passwordHash)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  if (before === undefined) return undefined;
  const result = await ex
    .updateTable('accounts')
    .set({
      email: `deleted:${change.accountId}`,
      tel_code: null,
      phone: null,
      password_hash: change.unusableHash,
      status: 'deleted',
      inviter_account_id: null,
      forward_status: 0,
      voicemail_status: 1,
      updated_at: change.now,
    })
    .where('id', '=', change.accountId)
    .where('password_hash', '=', change.passwordHash)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return { brand: before.brand, email: before.email, telCode: before.tel_code, phone: before.phone };
}

/**
 * Deletes every session of the account with the hashes of its rotated tokens, and answers those that
 * were not revoked yet with their languages, so their sockets can be told why they end.
 */
export async function deleteSessions(
  ex: Executor,
  accountId: string,
): Promise<{ id: string; language: string }[]> {
  const open = await ex
    .selectFrom('sessions')
    .select(['id', 'language'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
  await ex
    .deleteFrom('retired_tokens')
    .where('session_id', 'in', (eb) =>
      eb.selectFrom('sessions').select('sessions.id').where('sessions.account_id', '=', accountId),
    )
    .execute();
  await ex.deleteFrom('sessions').where('account_id', '=', accountId).execute();
  return open;
}

/**
 * Releases the account's numbers as an unsubscribe does: live subscriptions end (no plan change
 * pending) and every number still assigned to the account goes back to the inventory, held in
 * quarantine until `quarantineUntil`. Answers the released full numbers.
 */
export async function releaseNumbers(
  ex: Executor,
  accountId: string,
  now: number,
  quarantineUntil: number,
): Promise<string[]> {
  await ex
    .updateTable('number_subscriptions')
    .set({
      status: 'released',
      released_at: now,
      pending_plan_id: null,
      pending_effective_at: null,
      updated_at: now,
    })
    .where('account_id', '=', accountId)
    .where('status', 'in', LIVE_STATUSES)
    .execute();
  const released = await ex
    .updateTable('phone_numbers')
    .set({ account_id: null, assigned_at: null, quarantine_until: quarantineUntil })
    .where('account_id', '=', accountId)
    .returning('full_number')
    .execute();
  return released.map((row) => row.full_number);
}

/**
 * Ends the account's verification numbers as the verification side does: a lock still waiting for
 * its first code is released with its hold; a subscription stops charging and the number stays held
 * (for nobody else) until the paid month ends, as after an unsubscribe; every receive window closes;
 * the texts received are erased.
 */
export async function endVerificationNumbers(ex: Executor, accountId: string, now: number): Promise<void> {
  await ex
    .deleteFrom('code_holds')
    .where('rental_id', 'in', (eb) =>
      eb
        .selectFrom('code_rentals')
        .select('code_rentals.id')
        .where('code_rentals.account_id', '=', accountId)
        .where('code_rentals.status', '=', 'locked'),
    )
    .execute();
  await ex
    .updateTable('code_rentals')
    .set({ status: 'released', updated_at: now })
    .where('account_id', '=', accountId)
    .where('status', '=', 'locked')
    .execute();
  await ex
    .updateTable('code_rentals')
    .set((eb) => ({
      status: 'active',
      expires_at: eb.ref('next_payment_at'),
      next_payment_at: null,
      updated_at: now,
    }))
    .where('account_id', '=', accountId)
    .where('status', '=', 'subscribed')
    .execute();
  await ex
    .updateTable('code_rentals')
    .set({ lock_until: now, updated_at: now })
    .where('account_id', '=', accountId)
    .where('lock_until', '>', now)
    .execute();
  await ex.deleteFrom('code_messages').where('account_id', '=', accountId).execute();
}

/**
 * Cancels the account's pending payment orders (a payment arriving later for one is not credited)
 * and forgets the payer accounts recorded on its paid ones. Answers how many were cancelled.
 */
export async function cancelOrders(ex: Executor, accountId: string): Promise<number> {
  const cancelled = await ex
    .updateTable('payment_orders')
    .set({ status: 'cancelled' })
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  await ex
    .updateTable('payment_orders')
    .set({ payer_ref: null })
    .where('account_id', '=', accountId)
    .where('payer_ref', 'is not', null)
    .execute();
  return Number(cancelled.numUpdatedRows);
}

/**
 * Erases the account's messages, conversations, read markers, blocked numbers and calls, and its access to media. Media files that
 * nobody can read any more (its own pictures and voicemails that never reached another account of
 * the service) are deleted too; answers their storage keys, to delete the bytes after the commit.
 */
export async function eraseMessages(ex: Executor, accountId: string): Promise<string[]> {
  await ex.deleteFrom('conversations').where('account_id', '=', accountId).execute();
  // The numbers a person blocked are theirs to keep private as much as the messages.
  await ex.deleteFrom('blocked_messages').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('blocked_numbers').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('messages').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('read_markers').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('calls').where('account_id', '=', accountId).execute();
  // Files the account owns or may read that no other account may read; their access rows go with them.
  const orphaned = await ex
    .deleteFrom('media_files')
    .where((eb) =>
      eb.or([
        eb('owner_account_id', '=', accountId),
        eb(
          'id',
          'in',
          eb
            .selectFrom('media_access')
            .select('media_access.media_id')
            .where('media_access.account_id', '=', accountId),
        ),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('media_access')
            .select('media_access.media_id')
            .whereRef('media_access.media_id', '=', 'media_files.id')
            .where('media_access.account_id', '!=', accountId),
        ),
      ),
    )
    .returning('storage_key')
    .execute();
  await ex.deleteFrom('media_access').where('account_id', '=', accountId).execute();
  return orphaned.map((row) => row.storage_key);
}

/** Erases the account's address book and its clock. */
export async function eraseContacts(ex: Executor, accountId: string): Promise<void> {
  await ex.deleteFrom('contacts').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('contact_clocks').where('account_id', '=', accountId).execute();
}

/**
 * Erases the profile, the identity review and its images, and the VIP membership (forfeited like
 * the balance); answers the images' storage keys, to delete the bytes after the commit.
 */
export async function eraseProfile(ex: Executor, accountId: string): Promise<string[]> {
  const images = await ex
    .selectFrom('kyc_images')
    .select('storage_key')
    .where('account_id', '=', accountId)
    .execute();
  await ex.deleteFrom('kyc_images').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('kyc').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('profiles').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('vip_memberships').where('account_id', '=', accountId).execute();
  await ex.deleteFrom('code_app_favourites').where('account_id', '=', accountId).execute();
  return images.map((row) => row.storage_key);
}

/** Erases the account's invite code (nobody can redeem it any more). */
export async function eraseInviteCode(ex: Executor, accountId: string): Promise<void> {
  await ex.deleteFrom('invite_codes').where('account_id', '=', accountId).execute();
}

/** Erases the failed sign-ins recorded under the account's login names on its brand. */
export async function eraseLoginFailures(ex: Executor, brand: string, accountKeys: string[]): Promise<void> {
  if (accountKeys.length === 0) return;
  await ex
    .deleteFrom('login_failures')
    .where('brand', '=', brand)
    .where('account_key', 'in', accountKeys)
    .execute();
}

/** Erases the outbox's codes and mails to the account's email and phone. */
export async function eraseOutbox(ex: Executor, recipients: string[]): Promise<void> {
  if (recipients.length === 0) return;
  await ex.deleteFrom('outbox_messages').where('recipient', 'in', recipients).execute();
}

/**
 * Strips what the account's ledger references say beyond the movement itself (numbers, other
 * accounts, rentals, messages): each becomes `erased:<entry id>`, unique like the reference it
 * replaces. Top-ups keep `order:<id>`, which links them to their anonymised payment order for
 * accounting; `keepKind` entries keep theirs. Amounts, kinds, times and balances stay.
 */
export async function anonymiseLedger(
  ex: Executor,
  accountId: string,
  keepKind: LedgerEntryKind,
): Promise<number> {
  const result = await ex
    .updateTable('ledger_entries')
    .set({ reference: sql<string>`'erased:' || id` })
    .where('account_id', '=', accountId)
    .where('kind', '!=', keepKind)
    .where('reference', 'not like', 'order:%')
    .where('reference', 'not like', 'erased:%')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

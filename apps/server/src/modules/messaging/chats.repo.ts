import type { Executor, MessageRow } from '../../db/types.ts';
import type { ConversationKey, HiddenMessage } from './conversations.repo.ts';

/** The time of the conversation's first message the account can see, or undefined when none. */
export async function firstVisibleDate(ex: Executor, key: ConversationKey): Promise<number | undefined> {
  const row = await ex
    .selectFrom('messages')
    .select('date')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .where('deleted_at', 'is', null)
    // Ordered as the visible-messages index is, so the engine reads its first entry.
    .orderBy('date')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.date);
}

/** True when the account has a message it can see in the conversation. */
export async function hasConversation(ex: Executor, key: ConversationKey): Promise<boolean> {
  const row = await ex
    .selectFrom('messages')
    .select('id')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Bounds of a dialog page: a conversation, a time window (exclusive bounds) and a size. */
export interface DialogWindow {
  ownFull: string;
  otherFull: string;
  /** Only messages with date > after. */
  after: number;
  /** Only messages with date < before. */
  before: number;
  limit: number;
}

/** Visible messages of one conversation of the account inside the window, newest first. */
export function dialogPage(ex: Executor, accountId: string, window: DialogWindow): Promise<MessageRow[]> {
  return ex
    .selectFrom('messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('own_full', '=', window.ownFull)
    .where('other_full', '=', window.otherFull)
    .where('deleted_at', 'is', null)
    .where('date', '>', window.after)
    .where('date', '<', window.before)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .execute();
}

/** Hides the account's own copies of these messages; returns the ones hidden now. */
export async function hideBySmsIds(
  ex: Executor,
  accountId: string,
  smsIds: readonly string[],
  now: number,
): Promise<HiddenMessage[]> {
  if (smsIds.length === 0) return [];
  return ex
    .updateTable('messages')
    .set({ deleted_at: now })
    .where('account_id', '=', accountId)
    .where('sms_id', 'in', smsIds)
    .where('deleted_at', 'is', null)
    .returning(['id', 'own_full', 'other_full', 'direction'])
    .execute();
}

/** Hides the account's copies of a whole conversation; returns how many were hidden now. */
export async function hideConversation(
  ex: Executor,
  accountId: string,
  ownFull: string,
  otherFull: string,
  now: number,
): Promise<number> {
  const result = await ex
    .updateTable('messages')
    .set({ deleted_at: now })
    .where('account_id', '=', accountId)
    .where('own_full', '=', ownFull)
    .where('other_full', '=', otherFull)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The account's voicemails whose media mentions this media id (callers check the exact link). */
export function voicemailsWithMedia(ex: Executor, accountId: string, mediaId: string): Promise<MessageRow[]> {
  return ex
    .selectFrom('messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('type', '=', 'voicemail')
    .where('media', 'like', `%${mediaId}%`)
    .limit(10)
    .execute();
}

/** Stores a transcript on the given message rows of the account. */
export async function setTranscript(
  ex: Executor,
  accountId: string,
  ids: readonly string[],
  stt: string,
  language: string,
): Promise<void> {
  if (ids.length === 0) return;
  await ex
    .updateTable('messages')
    .set({ stt, stt_language: language })
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

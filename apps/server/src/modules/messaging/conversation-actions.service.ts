import {
  type BlockedNumber,
  type ConversationRef,
  type ConversationState,
  formatLineNumber,
  Retcode,
  type setConversationStateBodySchema,
} from '@switchboard/protocol';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import {
  blockedNumbersOf,
  type ConversationFlags,
  conversationFlags,
  insertBlock,
  isBlocked,
  isOwnNumber,
  removeBlock,
  setConversationFlags,
} from './conversation-actions.repo.ts';
import { type ConversationKey, holdConversations } from './conversations.repo.ts';

type SetStateBody = z.infer<typeof setConversationStateBodySchema>;

/** What a person does to one conversation of the account; every answer is the conversation's new state. */
export class ConversationActionService {
  constructor(private readonly db: Db) {}

  /** setConversationState: archives, mutes or marks unread (or undoes one), one change per call. */
  async setState(accountId: string, body: SetStateBody): Promise<ConversationState> {
    const changes: Partial<ConversationFlags>[] = [];
    if (body.archived !== undefined) changes.push({ archived: body.archived ? 1 : 0 });
    if (body.muted !== undefined) changes.push({ muted: body.muted ? 1 : 0 });
    if (body.unread !== undefined) changes.push({ marked_unread: body.unread ? 1 : 0 });
    if (changes.length !== 1) {
      throw new AppError(Retcode.INVALID_PARAMETER, 'body: give exactly one of archived, muted, unread', {
        say: say('conversationOneChange'),
      });
    }
    const key = await this.ownKey(accountId, body);
    return inTransaction(this.db, async (trx) => {
      await holdConversations(trx, [key]);
      if (!(await setConversationFlags(trx, key, changes[0]!))) {
        throw new AppError(Retcode.NOT_FOUND, 'otherFullNumber: the conversation has no visible message', {
          say: say('conversationGone'),
        });
      }
      return stateOf(trx, key);
    });
  }

  /** blockNumber: new inbound messages from the other number are stored hidden and not pushed. */
  async block(accountId: string, ref: ConversationRef): Promise<ConversationState> {
    if (ref.ownFullNumber === ref.otherFullNumber) {
      throw new AppError(Retcode.INVALID_PARAMETER, 'otherFullNumber: is the own number', {
        say: say('blockOwnNumber'),
      });
    }
    const key = await this.ownKey(accountId, ref);
    return inTransaction(this.db, async (trx) => {
      await insertBlock(trx, key, Date.now());
      return stateOf(trx, key);
    });
  }

  /** unblockNumber: the messages kept hidden while blocked show again. */
  async unblock(accountId: string, ref: ConversationRef): Promise<ConversationState> {
    const key = await this.ownKey(accountId, ref);
    return inTransaction(this.db, async (trx) => {
      await removeBlock(trx, key);
      return stateOf(trx, key);
    });
  }

  /** getBlockedNumbers: the account's blocked numbers, newest first. */
  async blockedNumbers(accountId: string): Promise<BlockedNumber[]> {
    return (await blockedNumbersOf(this.db, accountId)).map((row) => ({
      ownFullNumber: row.own_full,
      otherFullNumber: row.other_full,
      blockedAt: Number(row.blocked_at),
    }));
  }

  /** The conversation's key, once its own number is found to be the account's. */
  private async ownKey(accountId: string, ref: ConversationRef): Promise<ConversationKey> {
    if (!(await isOwnNumber(this.db, accountId, ref.ownFullNumber))) {
      throw new AppError(
        Retcode.NOT_FOUND,
        `ownFullNumber: +${ref.ownFullNumber} is not one of your numbers`,
        {
          say: say('numberNotYours', { number: formatLineNumber(ref.ownFullNumber) }),
        },
      );
    }
    return { accountId, ownFull: ref.ownFullNumber, otherFull: ref.otherFullNumber };
  }
}

/** The conversation's state as the chat list shows it (all clear when it has no visible message). */
export async function stateOf(ex: Executor, key: ConversationKey): Promise<ConversationState> {
  const [flags, blocked] = await Promise.all([conversationFlags(ex, key), isBlocked(ex, key)]);
  const marked = flags?.marked_unread === 1;
  return {
    ownFullNumber: key.ownFull,
    otherFullNumber: key.otherFull,
    archived: flags?.archived === 1,
    muted: flags?.muted === 1,
    markedUnread: marked,
    blocked,
    unread: Math.max(flags?.unread ?? 0, marked ? 1 : 0),
  };
}

import {
  addMonths,
  type ChatListItem,
  type ChatMessage,
  type ConversationState,
  type delSmsQuerySchema,
  type dialogListQuerySchema,
  type markChatReadBodySchema,
  monthRange,
  Retcode,
  smsRefSchema,
} from '@switchboard/protocol';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, MessageRow } from '../../db/types.ts';
import { AppError, invalidRequest } from '../../errors.ts';
import { invalidInput } from '../../lib/validation-issues.ts';
import { say } from '../../text/sentence.ts';
import {
  dialogPage,
  firstVisibleDate,
  hasConversation,
  hideBySmsIds,
  hideConversation,
} from './chats.repo.ts';
import { clearMarkedUnread, forgetBlockedMessages } from './conversation-actions.repo.ts';
import { ConversationActionService, stateOf } from './conversation-actions.service.ts';
import {
  type ConversationKey,
  forgetHidden,
  latestPerConversation,
  refreshConversation,
} from './conversations.repo.ts';
import { advanceReadMarker, readMarker } from './read-markers.repo.ts';
import { toChatListItem, toChatMessage } from './wire.ts';

/** Most conversations one chat list answers with. */
const MAX_CONVERSATIONS = 1000;
/** Most messages one delSms call may name. */
const MAX_DELETE = 500;

type DialogQuery = z.infer<typeof dialogListQuerySchema>;
type DelSmsQuery = z.infer<typeof delSmsQuerySchema>;
type MarkReadBody = z.infer<typeof markChatReadBodySchema>;

/** Where a conversation's read marker stands after markChatRead; `moved` when this call moved it. */
export interface MarkReadOutcome {
  readAt: number;
  moved: boolean;
  /** The conversation's new state when reading it cleared its unread mark. */
  unmarked?: ConversationState;
}

const smsListSchema = z.array(smsRefSchema).min(1).max(MAX_DELETE);

/** Reading and hiding an account's own message rows; no call here ever touches another account's rows. */
export class ChatService {
  /** Archiving, muting, marking unread and blocking. */
  readonly actions: ConversationActionService;

  constructor(private readonly db: Db) {
    this.actions = new ConversationActionService(db);
  }

  /** getChatList: the latest message of each conversation of the last `months` months, newest first. */
  async chatList(accountId: string, months: number): Promise<ChatListItem[]> {
    const after = addMonths(Date.now(), -months) - 1;
    return (await latestPerConversation(this.db, accountId, after, MAX_CONVERSATIONS)).map(toChatListItem);
  }

  /** getChatListByDate: conversations whose latest message is after `since`. */
  async chatListSince(accountId: string, since: number): Promise<ChatListItem[]> {
    return (await latestPerConversation(this.db, accountId, since, MAX_CONVERSATIONS)).map(toChatListItem);
  }

  /**
   * getDialogList: one page of history, and the time of the conversation's first visible message so
   * the client knows how far back to page.
   */
  async dialog(
    accountId: string,
    query: DialogQuery,
  ): Promise<{ dialogList: ChatMessage[]; nextStartTime: number | null; firstDate: number | null }> {
    const key = { accountId, ownFull: query.ownFullNumber, otherFull: query.otherFullNumber };
    const [page, first] = await Promise.all([
      this.dialogPage(accountId, query),
      firstVisibleDate(this.db, key),
    ]);
    return { ...page, firstDate: first ?? null };
  }

  /**
   * One UTC month of one conversation, newest first, pageSize at a time. A page never splits
   * messages sharing one millisecond, so the `startTime` cursor (exclusive) loses none.
   */
  private async dialogPage(
    accountId: string,
    query: DialogQuery,
  ): Promise<{ dialogList: ChatMessage[]; nextStartTime: number | null }> {
    const month = monthRange(query.ym);
    const window = {
      ownFull: query.ownFullNumber,
      otherFull: query.otherFullNumber,
      after: Math.max(month.from - 1, query.since ?? -1),
      before: Math.min(month.to, query.startTime ?? month.to),
      limit: query.pageSize + 1,
    };
    const rows = await dialogPage(this.db, accountId, window);
    const page = (list: MessageRow[], next: number | null) => ({
      dialogList: list.map(toChatMessage),
      nextStartTime: next,
    });
    if (rows.length <= query.pageSize) return page(rows, null);
    const boundary = Number(rows[query.pageSize]!.date);
    const onPage = rows.slice(0, query.pageSize);
    const last = Number(onPage.at(-1)!.date);
    if (last !== boundary) return page(onPage, last);
    const before = onPage.filter((row) => Number(row.date) !== boundary);
    if (before.length > 0) return page(before, boundary + 1);
    // A whole page within one millisecond: answer all of that millisecond at once.
    const same = await dialogPage(this.db, accountId, {
      ...window,
      after: boundary - 1,
      before: boundary + 1,
      limit: 100_000,
    });
    return page(same, boundary);
  }

  /**
   * markChatRead: moves the conversation's read marker forward to `readAt` (a time in the future
   * counts as now); never back. Only a conversation with a message the account can see can be
   * marked: one hidden meanwhile on another device answers that the list changed.
   */
  async markRead(accountId: string, body: MarkReadBody): Promise<MarkReadOutcome> {
    const key: ConversationKey = { accountId, ownFull: body.ownFullNumber, otherFull: body.otherFullNumber };
    if (!(await hasConversation(this.db, key))) {
      throw new AppError(
        Retcode.NOT_FOUND,
        'ownFullNumber: you have no conversation with otherFullNumber on it',
        {
          say: say('listChanged'),
        },
      );
    }
    const now = Date.now();
    const readAt = Math.min(body.readAt, now);
    const { moved, unmarked } = await inTransaction(this.db, async (trx) => {
      const moved = await advanceReadMarker(trx, key, readAt, now);
      // Reading a conversation ends its unread mark, whether or not the marker moved.
      return { moved, unmarked: (await clearMarkedUnread(trx, key)) ? await stateOf(trx, key) : undefined };
    });
    const also = unmarked === undefined ? {} : { unmarked };
    if (moved !== undefined) return { readAt: moved, moved: true, ...also };
    // It did not move, so a marker at or past readAt is stored.
    return { readAt: (await readMarker(this.db, key)) ?? readAt, moved: false, ...also };
  }

  /** delSms: hides the caller's copies of the listed messages, or of a whole conversation. */
  async delete(accountId: string, query: DelSmsQuery): Promise<number> {
    const now = Date.now();
    if (query.sms !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(query.sms);
      } catch {
        throw invalidRequest('sms: is not valid JSON');
      }
      const list = smsListSchema.safeParse(parsed);
      if (!list.success) throw invalidInput(list.error, parsed, 'sms');
      const smsIds = [...new Set(list.data.map((ref) => ref.smsId))];
      return inTransaction(this.db, async (trx) => {
        const hidden = await hideBySmsIds(trx, accountId, smsIds, now);
        await forgetHidden(trx, accountId, hidden);
        return hidden.length;
      });
    }
    if (query.from === undefined && query.to === undefined) {
      throw invalidRequest('sms: is required (or from and to for a whole conversation)');
    }
    if (query.from === undefined) throw invalidRequest('from: is required with to');
    if (query.to === undefined) throw invalidRequest('to: is required with from');
    const key: ConversationKey = { accountId, ownFull: query.from, otherFull: query.to };
    return inTransaction(this.db, async (trx) => {
      const hidden = await hideConversation(trx, accountId, key.ownFull, key.otherFull, now);
      // Messages a block kept hidden are deleted with the conversation: an unblock leaves them hidden.
      await forgetBlockedMessages(trx, key);
      if (hidden > 0) await refreshConversation(trx, key);
      return hidden;
    });
  }
}

import {
  type ChatListItem,
  type ChatMessage,
  type delSmsQuerySchema,
  type dialogListQuerySchema,
  Retcode,
  smsRefSchema,
} from '@switchboard/protocol';
import { z } from 'zod';
import type { Db, MessageRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { describeZodError } from '../../lib/zod-detail.ts';
import { dialogPage, hideBySmsIds, hideConversation, latestPerConversation } from './chats.repo.ts';
import { toChatListItem, toChatMessage } from './wire.ts';

/** Most conversations one chat list answers with. */
const MAX_CONVERSATIONS = 1000;
/** Most messages one delSms call may name. */
const MAX_DELETE = 500;

type DialogQuery = z.infer<typeof dialogListQuerySchema>;
type DelSmsQuery = z.infer<typeof delSmsQuerySchema>;

/** The UTC bounds [start, end) of a YYYY-MM month. */
export function monthBounds(ym: string): { start: number; end: number } {
  const [year, month] = ym.split('-').map(Number) as [number, number];
  return { start: Date.UTC(year, month - 1, 1), end: Date.UTC(year, month, 1) };
}

/** The same moment `months` calendar months earlier (UTC). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

const smsListSchema = z.array(smsRefSchema).min(1).max(MAX_DELETE);

/** Reading and hiding an account's own message rows; no call here ever touches another account's rows. */
export class ChatService {
  constructor(private readonly db: Db) {}

  /** getChatList: the latest message of each conversation of the last `months` months, newest first. */
  async chatList(accountId: string, months: number): Promise<ChatListItem[]> {
    const after = monthsBefore(Date.now(), months) - 1;
    return (await latestPerConversation(this.db, accountId, after, MAX_CONVERSATIONS)).map(toChatListItem);
  }

  /** getChatListByDate: conversations whose latest message is after `since`. */
  async chatListSince(accountId: string, since: number): Promise<ChatListItem[]> {
    return (await latestPerConversation(this.db, accountId, since, MAX_CONVERSATIONS)).map(toChatListItem);
  }

  /**
   * getDialogList: one UTC month of one conversation, newest first, pageSize at a time. A page never
   * splits messages sharing one millisecond, so the `startTime` cursor (exclusive) loses none.
   */
  async dialog(
    accountId: string,
    query: DialogQuery,
  ): Promise<{ dialogList: ChatMessage[]; nextStartTime: number | null }> {
    const month = monthBounds(query.ym);
    const window = {
      ownFull: query.ownFullNumber,
      otherFull: query.otherFullNumber,
      after: Math.max(month.start - 1, query.since ?? -1),
      before: Math.min(month.end, query.startTime ?? month.end),
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

  /** delSms: hides the caller's copies of the listed messages, or of a whole conversation. */
  async delete(accountId: string, query: DelSmsQuery): Promise<number> {
    const now = Date.now();
    if (query.sms !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(query.sms);
      } catch {
        throw new AppError(Retcode.INVALID_PARAMETER, 'sms: is not valid JSON');
      }
      const list = smsListSchema.safeParse(parsed);
      if (!list.success)
        throw new AppError(Retcode.INVALID_PARAMETER, describeZodError(list.error, parsed, 'sms'));
      return hideBySmsIds(this.db, accountId, [...new Set(list.data.map((ref) => ref.smsId))], now);
    }
    if (query.from === undefined && query.to === undefined) {
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        'sms: is required (or from and to for a whole conversation)',
      );
    }
    if (query.from === undefined) throw new AppError(Retcode.INVALID_PARAMETER, 'from: is required with to');
    if (query.to === undefined) throw new AppError(Retcode.INVALID_PARAMETER, 'to: is required with from');
    return hideConversation(this.db, accountId, query.from, query.to, now);
  }
}

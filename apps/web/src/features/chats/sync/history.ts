import {
  addMonthsToKey,
  type ChatMessage,
  type MessageType,
  monthKeyOf,
  monthsApart,
} from '@switchboard/protocol';
import type { DialogPage } from './api.ts';

/** Months of history the first load of a conversation reads: 4 for the current month, then 3, 2, 1. */
export const HISTORY_DEPTH = 4;
/** Messages one history load may fetch across all its pages and months. */
export const HISTORY_PAGE_BUDGET = 500;

/** One month to read and its depth (how many months, itself included, remain to walk). */
export interface HistoryStep {
  /** Month, YYYY-MM in UTC (the server's month boundaries). */
  ym: string;
  depth: number;
}

/** Where reading older history goes on: a month, and within it the cursor of the next page. */
export interface HistoryCursor {
  ym: string;
  /** Only messages before this time (ms); absent: from the month's end. */
  startTime?: number;
}

/** How many months a walk from `now` back to `since` covers, both months included. */
export function monthsBetween(since: number, now: number): number {
  return Math.max(1, monthsApart(since, now) + 1);
}

/** History depth of a conversation: 0 (current month only) for verification codes, otherwise 4. */
export function historyDepth(type: MessageType | undefined): number {
  return type === 'verificationCode' ? 0 : HISTORY_DEPTH;
}

/**
 * The months to walk, newest first. Without a cached time: the current month with the full depth,
 * then one month older per step down to depth 1 (4, 3, 2, 1). Depth 0 reads the current month
 * only. With a cached time (`since`) the walk stops after the month that time falls in.
 */
export function historySteps(now: number, depth: number, since?: number): HistoryStep[] {
  let ym = monthKeyOf(now);
  const steps: HistoryStep[] = [{ ym, depth }];
  const startYm = since === undefined ? null : monthKeyOf(since);
  for (let remaining = depth - 1; remaining >= 1; remaining -= 1) {
    if (startYm !== null && ym <= startYm) break;
    ym = addMonthsToKey(ym, -1);
    steps.push({ ym, depth: remaining });
  }
  return steps;
}

/** Reads one page: a month, how many messages at most, and the cursor from the previous page. */
export type PageReader = (ym: string, pageSize: number, startTime?: number) => Promise<DialogPage>;

/** What a walk read, and where an older read would go on. */
export interface HistoryWalk {
  /** Every message read, newest first. */
  messages: ChatMessage[];
  /** True when every step was read to its end (false: the page budget ran out first). */
  complete: boolean;
  /** The position just older than what was read. */
  older: HistoryCursor;
  /** The conversation's first message time as the last answer gave it (null: none, or not told). */
  firstDate: number | null;
}

/**
 * Walks the steps month by month (and page by page within a month) until the page budget is spent
 * or the last month is done; returns every message read and where older history continues.
 */
export async function walkHistory(
  read: PageReader,
  steps: readonly HistoryStep[],
  budget = HISTORY_PAGE_BUDGET,
): Promise<HistoryWalk> {
  const messages: ChatMessage[] = [];
  let left = budget;
  let firstDate: number | null = null;
  const last = steps.at(-1);
  let older: HistoryCursor = { ym: last === undefined ? '' : addMonthsToKey(last.ym, -1) };
  for (const step of steps) {
    let startTime: number | undefined;
    let monthDone = false;
    while (left > 0) {
      const page = await read(step.ym, left, startTime);
      messages.push(...page.dialogList);
      left -= page.dialogList.length;
      firstDate = page.firstDate;
      if (page.nextStartTime === null || page.dialogList.length === 0) {
        monthDone = true;
        break;
      }
      startTime = page.nextStartTime;
    }
    if (!monthDone) {
      older = startTime === undefined ? { ym: step.ym } : { ym: step.ym, startTime };
      return { messages, complete: false, older, firstDate };
    }
    older = { ym: addMonthsToKey(step.ym, -1) };
  }
  return { messages, complete: true, older, firstDate };
}

/**
 * True when no older history is left to read: the server knows no first message, the oldest
 * message held is the first one, or the cursor went past the first message's month.
 */
export function historyFinished(
  firstDate: number | null,
  oldestHeld: number | undefined,
  older: HistoryCursor,
) {
  if (firstDate === null) return true;
  if (oldestHeld !== undefined && oldestHeld <= firstDate) return true;
  return older.ym < monthKeyOf(firstDate);
}

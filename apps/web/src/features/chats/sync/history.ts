import type { ChatMessage, MessageType } from '@switchboard/protocol';
import type { DialogPage } from './api.ts';

/** Months of history loaded for a conversation with nothing cached: 4 for the current month, then 3, 2, 1. */
export const HISTORY_DEPTH = 4;
/** Messages one history load may fetch across all its pages and months. */
export const HISTORY_PAGE_BUDGET = 500;

/** One month to read and its depth (how many months, itself included, remain to walk). */
export interface HistoryStep {
  /** Month, YYYY-MM in UTC (the server's month boundaries). */
  ym: string;
  depth: number;
}

/** The YYYY-MM month (UTC) of a time. */
export function ymOf(date: number): string {
  const d = new Date(date);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month before a YYYY-MM month. */
export function previousYm(ym: string): string {
  const [year = 0, month = 1] = ym.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
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
  let ym = ymOf(now);
  const steps: HistoryStep[] = [{ ym, depth }];
  const startYm = since === undefined ? null : ymOf(since);
  for (let remaining = depth - 1; remaining >= 1; remaining -= 1) {
    if (startYm !== null && ym <= startYm) break;
    ym = previousYm(ym);
    steps.push({ ym, depth: remaining });
  }
  return steps;
}

/** Reads one page: a month, how many messages at most, and the cursor from the previous page. */
export type PageReader = (ym: string, pageSize: number, startTime?: number) => Promise<DialogPage>;

/**
 * Walks the steps month by month (and page by page within a month) until the page budget is spent
 * or the last month is done; returns every message read.
 */
export async function walkHistory(
  read: PageReader,
  steps: readonly HistoryStep[],
  budget = HISTORY_PAGE_BUDGET,
): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  let left = budget;
  for (const step of steps) {
    let startTime: number | undefined;
    while (left > 0) {
      const page = await read(step.ym, left, startTime);
      messages.push(...page.dialogList);
      left -= page.dialogList.length;
      if (page.nextStartTime === null || page.dialogList.length === 0) break;
      startTime = page.nextStartTime;
    }
    if (left <= 0) break;
  }
  return messages;
}

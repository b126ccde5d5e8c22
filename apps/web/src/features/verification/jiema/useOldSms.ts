import type { CodeSms } from '@switchboard/protocol';
import { CODE_SMS_PAGE_SIZE } from '@switchboard/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getOldSms } from '../core/api.ts';

/** How far back see-more goes: a number's messages older than this are not offered (as the verification history). */
export const OLD_SMS_MONTHS = 6;
/** See-more ignores clicks this soon after the last one (spec 001 section 9, click debounce). */
export const SEE_MORE_GUARD_MS = 1000;

/** The UTC year-month (YYYY-MM) `back` months before the one of `now`. */
export function monthBefore(now: number, back: number): string {
  const date = new Date(now);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() - back;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

interface Cursor {
  /** Months back from the current one of the month last read. */
  back: number;
  /** Page token within that month, '' when the month is exhausted. */
  nextPage: string;
}

/**
 * An old number's messages: the current UTC month first (and the previous month too when that page
 * holds fewer than 20); see-more reads the month's next page or else goes back a month.
 */
export function useOldSms(app: string, number: string) {
  const [items, setItems] = useState<CodeSms[]>([]);
  const [loading, setLoading] = useState(false);
  const [cursor, setCursor] = useState<Cursor>({ back: 0, nextPage: '' });
  const lastClick = useRef(0);
  const key = `${app}:${number}`;
  const current = useRef(key);
  current.current = key;

  const read = useCallback(
    async (from: Cursor, now: number) => {
      const page = await getOldSms(app, number, monthBefore(now, from.back), from.nextPage || undefined);
      return { list: page.list, cursor: { back: from.back, nextPage: page.nextPage } };
    },
    [app, number],
  );

  useEffect(() => {
    setItems([]);
    setCursor({ back: 0, nextPage: '' });
    if (!app || !number) return;
    const mine = `${app}:${number}`;
    const now = Date.now();
    setLoading(true);
    void (async () => {
      try {
        const first = await read({ back: 0, nextPage: '' }, now);
        let list = first.list;
        let next = first.cursor;
        if (list.length < CODE_SMS_PAGE_SIZE && !next.nextPage) {
          const previous = await read({ back: 1, nextPage: '' }, now);
          list = [...list, ...previous.list];
          next = previous.cursor;
        }
        if (current.current !== mine) return;
        setItems(list);
        setCursor(next);
      } catch {
        // The client already alerted the server's message; the table stays empty.
      } finally {
        if (current.current === mine) setLoading(false);
      }
    })();
  }, [app, number, read]);

  const canSeeMore = Boolean(cursor.nextPage) || cursor.back < OLD_SMS_MONTHS - 1;

  const seeMore = useCallback(() => {
    const now = Date.now();
    if (now - lastClick.current < SEE_MORE_GUARD_MS || loading || !canSeeMore) return;
    lastClick.current = now;
    const from = cursor.nextPage ? cursor : { back: cursor.back + 1, nextPage: '' };
    const mine = current.current;
    setLoading(true);
    read(from, now)
      .then((page) => {
        if (current.current !== mine) return;
        setItems((list) => [...list, ...page.list]);
        setCursor(page.cursor);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current.current === mine) setLoading(false);
      });
  }, [cursor, loading, canSeeMore, read]);

  return { items, loading, canSeeMore, seeMore, month: monthBefore(Date.now(), cursor.back) };
}

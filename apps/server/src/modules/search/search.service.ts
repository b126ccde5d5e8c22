import type { MessageType, SearchMessagesData } from '@switchboard/protocol';
import type { Dialect } from '../../db/index.ts';
import type { Db } from '../../db/types.ts';
import { highlightRanges } from './highlight-ranges.ts';
import {
  type FoundMessage,
  findIndexed,
  findRecent,
  findScanned,
  type SearchCursor,
  scanBoundary,
} from './search.repo.ts';

/** Trigrams need three characters: a shorter text cannot use the index. */
const TRIGRAM_LENGTH = 3;

/**
 * Messages one page of a short search reads at most. Two-character words are common in Chinese, so
 * short texts must work, but without an index every row is compared: a page looks at this many of
 * the account's newest messages before its cursor and the next page goes on from there.
 */
export const SHORT_SEARCH_SCAN_ROWS = 5000;

/**
 * Newest messages read row by row before a search of three characters or more turns to the trigram
 * index: about a millisecond, and enough for a page of a text in one message of a hundred.
 */
const RECENT_LOOK_ROWS = 2000;

/** What the search call is asked. */
export interface SearchRequest {
  accountId: string;
  text: string;
  before: string | undefined;
  limit: number;
}

/** Searches the account's own visible messages. */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async messages(request: SearchRequest): Promise<SearchMessagesData> {
    const { accountId, text, limit } = request;
    const before = parseCursor(request.before);
    const query = { accountId, text, before, take: limit + 1 };
    if ([...text].length >= TRIGRAM_LENGTH) {
      // The newest messages first: a page found among them is exactly the newest hits, and a text
      // found often (a word in most messages) would otherwise sort every match the index gives.
      const recent = await findRecent(this.db, this.dialect, query, RECENT_LOOK_ROWS);
      const rows = recent.length === query.take ? recent : await findIndexed(this.db, this.dialect, query);
      return page(rows, text, limit, undefined, false);
    }
    const boundary = await scanBoundary(this.db, accountId, before, SHORT_SEARCH_SCAN_ROWS);
    const rows = await findScanned(this.db, this.dialect, query, boundary);
    return page(rows, text, limit, boundary, true);
  }
}

/** The hits of a page, and where the next one starts: after its last hit, or where the scan stopped. */
function page(
  rows: FoundMessage[],
  text: string,
  limit: number,
  scannedTo: SearchCursor | undefined,
  recentOnly: boolean,
): SearchMessagesData {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  let next: SearchCursor | undefined;
  if (rows.length > limit && last !== undefined) next = { date: Number(last.date), id: last.id };
  else next = scannedTo;
  return {
    hits: shown.map((row) => ({
      id: row.id,
      smsId: row.sms_id,
      ownFullNumber: row.own_full,
      otherFullNumber: row.other_full,
      date: Number(row.date),
      direction: row.direction,
      type: row.type as MessageType,
      text: row.text,
      ranges: highlightRanges(row.text, text),
    })),
    next: next === undefined ? null : `${next.date}:${next.id}`,
    recentOnly,
  };
}

/** The protocol's schema has checked the shape `<date>:<id>`. */
function parseCursor(cursor: string | undefined): SearchCursor | undefined {
  if (cursor === undefined) return undefined;
  const split = cursor.indexOf(':');
  return { date: Number(cursor.slice(0, split)), id: cursor.slice(split + 1) };
}

import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { MessageRow } from '../../apps/server/src/db/types.ts';

/** One account's number and the conversations the seeded messages belong to. */
export interface SeedOwner {
  accountId: string;
  ownFull: string;
}

/** The first millisecond of the month all seeded messages fall in. */
export const SEED_MONTH = { ym: '2026-10', start: Date.UTC(2026, 9, 1) };

/** The full number of a seeded conversation partner. */
export function otherNumber(index: number): string {
  return `1555${String(index).padStart(7, '0')}`;
}

/**
 * Inserts `total` message rows with one prepared statement inside one transaction, spread evenly
 * over the owners and `conversations` partners each, all inside SEED_MONTH.
 */
export function bulkInsertMessages(
  file: SQLite.Database,
  owners: readonly SeedOwner[],
  total: number,
  conversations: number,
): void {
  const sample = messageRow(owners[0]!, 0, 0);
  const columns = Object.keys(sample);
  const statement = file.prepare(
    `insert into messages (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const insertAll = file.transaction(() => {
    for (let index = 0; index < total; index++) {
      const owner = owners[index % owners.length]!;
      const other = Math.floor(index / owners.length) % conversations;
      statement.run(messageRow(owner, other, index));
    }
  });
  insertAll();
}

function messageRow(owner: SeedOwner, other: number, index: number): MessageRow {
  const otherFull = otherNumber(other);
  const incoming = index % 2 === 0;
  return {
    id: randomUUID(),
    account_id: owner.accountId,
    sms_id: `seed${index}`,
    own_full: owner.ownFull,
    own_tel_code: '1',
    own_number: owner.ownFull.slice(1),
    other_full: otherFull,
    other_tel_code: '1',
    other_number: otherFull.slice(1),
    direction: incoming ? 'in' : 'out',
    type: 'sms',
    text: `seeded message number ${index} with some ordinary text in it`,
    media: '',
    status: 0,
    // Two messages per second of the month: well inside it for a million rows.
    date: SEED_MONTH.start + index * 500,
    segments: 1,
    charge: incoming ? 0 : 100,
    stt: null,
    stt_language: null,
    carrier_transcript: null,
    highlight_target: null,
    highlight_text: null,
    carrier_status: incoming ? 'none' : 'delivered',
    carrier_id: null,
    dispatch_at: null,
    deleted_at: null,
  };
}

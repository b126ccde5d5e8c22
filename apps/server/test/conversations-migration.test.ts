import type { ChatListItem } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrate.ts';
import { get } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { messageRowOf } from './helpers/chat.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// A database from before the conversations table, with messages and read markers in it, upgraded:
// the chat list reads the same conversations, latest messages and unread counts as before.

const t = useTestApp();

describe('migration 0021_conversations', () => {
  it('fills the table from the messages and read markers already stored', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const dialect = TEST_DATABASE_URL === undefined ? 'sqlite' : 'postgres';
    // Down from the latest to 0020: every later migration is undone.
    expect(await migrateTo(t.app.db, dialect, '0020_contact_import_keys')).toContain('0021_conversations');

    const at = Date.UTC(2024, 4, 1);
    const rows = [
      // Read up to the second of three: one unread.
      messageRowOf(alice, { other_full: '12125550001', date: at, text: 'a1' }),
      messageRowOf(alice, { other_full: '12125550001', date: at + 10, text: 'a2' }),
      messageRowOf(alice, { other_full: '12125550001', date: at + 20, text: 'a3' }),
      // Never read: both incoming count; the latest is the own reply, not the later hidden message.
      messageRowOf(alice, { other_full: '12125550002', date: at + 5, text: 'b1' }),
      messageRowOf(alice, { other_full: '12125550002', date: at + 6, text: 'b2' }),
      messageRowOf(alice, { other_full: '12125550002', date: at + 30, text: 'b3', direction: 'out' }),
      messageRowOf(alice, { other_full: '12125550002', date: at + 40, text: 'gone', deleted_at: at }),
      // Everything hidden: no conversation.
      messageRowOf(alice, { other_full: '12125550003', date: at + 50, text: 'c1', deleted_at: at }),
      // Another account's copy under the same numbers is its own conversation.
      messageRowOf(
        { ...bob, number: alice.number, phone: alice.phone },
        {
          other_full: '12125550001',
          date: at + 1,
          text: 'bob',
        },
      ),
    ];
    // The messages table as it was at 0021, before later columns.
    const asAt0021 = rows.map(({ stt_language: _later, ...row }) => row);
    await t.app.db.insertInto('messages').values(asAt0021).execute();
    await t.app.db
      .insertInto('read_markers')
      .values({
        account_id: alice.id,
        own_full: alice.number,
        other_full: '12125550001',
        read_at: at + 10,
        updated_at: at,
      })
      .execute();

    expect(await migrateToLatest(t.app.db, dialect)).toContain('0021_conversations');

    const list = async (token: string) =>
      (
        await get<{ chatList: ChatListItem[] }>(t.app, 'getChatList', {
          token,
          query: { months: '12' },
        })
      ).body.data.chatList.map((item) => [item.ownFullNumber, item.otherFullNumber, item.text, item.unread]);
    // The rows are old; getChatListByDate from 0 reads every conversation.
    const since = async (token: string) =>
      (
        await get<{ chatList: ChatListItem[] }>(t.app, 'getChatListByDate', { token, query: { since: '0' } })
      ).body.data.chatList.map((item) => [item.ownFullNumber, item.otherFullNumber, item.text, item.unread]);
    expect(await since(alice.token)).toEqual([
      [alice.number, '12125550002', 'b3', 2],
      [alice.number, '12125550001', 'a3', 1],
    ]);
    expect(await since(bob.token)).toEqual([[alice.number, '12125550001', 'bob', 1]]);
    // Outside the last months: not on the default list.
    expect(await list(alice.token)).toEqual([]);
    const stored = await t.app.db.selectFrom('conversations').select('account_id').execute();
    expect(stored).toHaveLength(3);
  });
});

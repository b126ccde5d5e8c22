import type { SearchMessagesData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { del, get } from './helpers/api.ts';
import { insertRow, messageRowOf, storeRows } from './helpers/chat.ts';
import { accountWithNumber, type NumberedAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const FRIEND = '14155550001';

function search(account: NumberedAccount, query: Record<string, string>) {
  return get<SearchMessagesData>(t.app, 'searchMessages', { token: account.token, query });
}

async function texts(account: NumberedAccount, q: string): Promise<string[]> {
  const answer = await search(account, { q });
  expect(answer.status).toBe(200);
  return answer.body.data.hits.map((hit) => hit.text);
}

describe('searchMessages', () => {
  it('finds English and Chinese text by substring, letter case ignored, with highlight ranges', async () => {
    const alice = await accountWithNumber(t.app);
    const now = Date.now();
    const dinner = await insertRow(t.app, alice, {
      other_full: FRIEND,
      date: now - 3000,
      text: 'Dinner at Luigi? dinner!',
    });
    await insertRow(t.app, alice, { other_full: FRIEND, date: now - 2000, text: '明天一起吃晚饭吗' });
    await insertRow(t.app, alice, { other_full: FRIEND, date: now - 1000, text: '晚饭改到七点，别迟到' });
    await insertRow(t.app, alice, { other_full: FRIEND, date: now, text: 'nothing to see' });

    const english = await search(alice, { q: 'DINNER' });
    expect(english.body.data.hits).toHaveLength(1);
    expect(english.body.data.hits[0]).toMatchObject({
      id: dinner.id,
      smsId: dinner.sms_id,
      ownFullNumber: alice.number,
      otherFullNumber: FRIEND,
      date: now - 3000,
      direction: 'in',
      ranges: [
        { start: 0, end: 6 },
        { start: 17, end: 23 },
      ],
    });
    expect(english.body.data.recentOnly).toBe(false);

    const twoChars = await search(alice, { q: '晚饭' });
    expect(twoChars.body.data.hits.map((hit) => hit.text)).toEqual([
      '晚饭改到七点，别迟到',
      '明天一起吃晚饭吗',
    ]);
    expect(twoChars.body.data.hits[1]?.ranges).toEqual([{ start: 5, end: 7 }]);
    expect(twoChars.body.data.recentOnly).toBe(true);
    expect(await texts(alice, '吃晚饭')).toEqual(['明天一起吃晚饭吗']);
    expect(await texts(alice, '七点，别')).toEqual(['晚饭改到七点，别迟到']);
    expect(await texts(alice, 'luigi?')).toEqual(['Dinner at Luigi? dinner!']);
    expect(await texts(alice, '%')).toEqual([]);
    expect(await texts(alice, 'absent words')).toEqual([]);
  });

  it("never finds another account's messages, its copy of the same message included", async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    await insertRow(t.app, bob, { other_full: alice.number, date: Date.now(), text: 'secret plans 秘密' });
    expect(await texts(alice, 'secret plans')).toEqual([]);
    expect(await texts(alice, '秘密')).toEqual([]);
    expect(await texts(bob, 'secret plans')).toEqual(['secret plans 秘密']);
  });

  it('leaves out deleted messages, and follows a changed text', async () => {
    const alice = await accountWithNumber(t.app);
    const now = Date.now();
    await insertRow(t.app, alice, {
      other_full: FRIEND,
      date: now - 5000,
      text: 'hidden before',
      deleted_at: now,
    });
    const removed = await insertRow(t.app, alice, {
      other_full: FRIEND,
      date: now - 2000,
      text: 'pineapple one',
    });
    const changed = await insertRow(t.app, alice, {
      other_full: FRIEND,
      date: now - 1000,
      text: 'pineapple two',
    });
    expect(await texts(alice, 'pineapple')).toEqual(['pineapple two', 'pineapple one']);
    expect(await texts(alice, 'hidden')).toEqual([]);

    const sms = JSON.stringify([{ smsId: removed.sms_id, date: removed.date }]);
    expect((await del(t.app, 'delSms', { token: alice.token, query: { sms } })).status).toBe(200);
    expect(await texts(alice, 'pineapple')).toEqual(['pineapple two']);
    expect(await texts(alice, '一')).toEqual([]);

    await t.app.db.updateTable('messages').set({ text: 'mango now' }).where('id', '=', changed.id).execute();
    expect(await texts(alice, 'pineapple')).toEqual([]);
    expect(await texts(alice, 'mango')).toEqual(['mango now']);

    await t.app.db.deleteFrom('messages').where('id', '=', changed.id).execute();
    expect(await texts(alice, 'mango')).toEqual([]);
  });

  it('pages newest first with the cursor, for long and short texts', async () => {
    const alice = await accountWithNumber(t.app);
    const now = Date.now();
    for (let index = 0; index < 7; index++)
      await insertRow(t.app, alice, {
        other_full: FRIEND,
        date: now - index * 1000,
        text: `note ${index} 好的`,
      });
    for (const q of ['note', '好的']) {
      const seen: string[] = [];
      let before: string | undefined;
      for (let round = 0; round < 5; round++) {
        const answer = await search(alice, { q, limit: '3', ...(before ? { before } : {}) });
        seen.push(...answer.body.data.hits.map((hit) => hit.text.slice(0, 6)));
        if (answer.body.data.next === null) break;
        before = answer.body.data.next;
      }
      expect(seen).toEqual(['note 0', 'note 1', 'note 2', 'note 3', 'note 4', 'note 5', 'note 6']);
    }
  });

  it('pages through hits among the newest messages and on into older ones the index finds', async () => {
    const alice = await accountWithNumber(t.app);
    const start = Date.now() - 10_000_000;
    // 2,400 messages, more than the look at the newest before the index: every 100th mentions the
    // comet, and one far back is the only one naming the harbour.
    const rows = Array.from({ length: 2400 }, (_, i) =>
      messageRowOf(alice, {
        other_full: FRIEND,
        date: start + i * 1000,
        text: i === 5 ? 'meet at the harbour' : i % 100 === 0 ? `comet sighting ${i}` : `filler ${i}`,
      }),
    );
    for (let from = 0; from < rows.length; from += 400) await storeRows(t.app, rows.slice(from, from + 400));

    expect(await texts(alice, 'harbour')).toEqual(['meet at the harbour']);
    const seen: string[] = [];
    let before: string | undefined;
    for (let round = 0; round < 10; round++) {
      const answer = await search(alice, { q: 'comet', limit: '5', ...(before ? { before } : {}) });
      seen.push(...answer.body.data.hits.map((hit) => hit.text));
      if (answer.body.data.next === null) break;
      before = answer.body.data.next;
    }
    expect(seen).toEqual(Array.from({ length: 24 }, (_, i) => `comet sighting ${(23 - i) * 100}`));
  });

  it('refuses bad input with a sentence and needs a session', async () => {
    const alice = await accountWithNumber(t.app);
    const refused: Record<string, string>[] = [
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(101) },
      { q: 'ok', limit: '0' },
      { q: 'ok', before: 'nope' },
    ];
    for (const query of refused) {
      const answer = await search(alice, query);
      expect(answer.status).toBe(400);
      expect(answer.body.retmsg.length).toBeGreaterThan(10);
    }
    const chinese = await get(t.app, 'searchMessages', {
      token: alice.token,
      query: { q: '' },
      language: 'zh_cn',
    });
    expect(chinese.body.retmsg).toMatch(/[\u4e00-\u9fff]/);
    expect((await get(t.app, 'searchMessages', { query: { q: 'abc' } })).body.retcode).not.toBe(0);
  });
});

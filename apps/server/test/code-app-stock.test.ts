import { type AppStock, Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { takeOutOfPool } from '../src/modules/code-numbers/pool.repo.ts';
import { get, post } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeUser, lock, poolOf } from './helpers/codes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
// AU gets a pool of exactly three numbers, so every count is known.
const AU = ['491570801', '491570802', '491570803'];
beforeAll(async () => {
  await poolOf(t.app, 'AU', AU);
});

async function stock(token?: string, code = 'AU'): Promise<Map<string, AppStock>> {
  const answer = await get<{ list: AppStock[] }>(t.app, 'getAppStock', { token, query: { code } });
  expect(answer.status).toBe(200);
  return new Map(answer.body.data.list.map((row) => [row.app, row]));
}

describe('getAppStock', () => {
  it("gives a visitor every offered app with its country's code rate and the free numbers", async () => {
    const rows = await stock();
    expect(rows.get('whatsapp')).toEqual({
      app: 'whatsapp',
      codeRate: feeFor('whatsapp', 'AU').codeRate,
      available: 3,
    });
    expect(rows.get('spotify')?.codeRate).toBe(feeFor('spotify', 'AU').codeRate);
    expect([...rows.values()].every((row) => row.available === 3)).toBe(true);
  });

  it('follows locks: a held number is gone for that app only, and for its locker even after release', async () => {
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'telegram', code: 'AU', numberType: '2' });
    expect(locked.status).toBe(200);
    let visitor = await stock();
    expect(visitor.get('telegram')?.available).toBe(2);
    expect(visitor.get('whatsapp')?.available).toBe(3);
    expect((await stock(user.token)).get('telegram')?.available).toBe(2);

    const released = await get(t.app, 'releaseVerificationCodePhone', {
      token: user.token,
      query: { app: 'telegram', number: locked.body.data.phone },
    });
    expect(released.status).toBe(200);
    visitor = await stock();
    expect(visitor.get('telegram')?.available).toBe(3);
    // The locker is never given the same number for the same app again, as the options count it.
    expect((await stock(user.token)).get('telegram')?.available).toBe(2);
  });

  it('leaves out a number an operator took out of the pool', async () => {
    expect(await takeOutOfPool(t.app.db, `61${AU[2]}`, Date.now())).toBe(true);
    const rows = await stock();
    expect(rows.get('whatsapp')?.available).toBe(2);
    expect(rows.get('telegram')?.available).toBe(2);
  });

  it('refuses an unknown country with a sentence in the reader language', async () => {
    const en = await get(t.app, 'getAppStock', { query: { code: 'ZZ' } });
    expect(en.status).toBe(400);
    expect(en.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(en.body.retmsg).toBe('No numbers are offered in this country. Choose another country.');
    const zh = await get(t.app, 'getAppStock', { language: 'zh_cn', query: { code: 'ZZ' } });
    expect(zh.body.retmsg).toBe('该国家或地区暂无号码，请选择其他国家或地区。');
    const missing = await get(t.app, 'getAppStock');
    expect(missing.status).toBe(400);
    expect(missing.body.retmsg).toMatch(/country/);
  });
});

describe('favourite apps', () => {
  it('keeps stars per account, most recently starred first', async () => {
    const [a, b] = [await codeUser(t.app, 0), await codeUser(t.app, 0)];
    await post(t.app, 'setFavouriteApp', { app: 'wechat', favourite: true }, { token: a.token });
    const starred = await post<{ apps: string[] }>(
      t.app,
      'setFavouriteApp',
      { app: 'telegram', favourite: true },
      { token: a.token },
    );
    expect(starred.body.data.apps).toEqual(['telegram', 'wechat']);
    // Starring twice changes nothing.
    await post(t.app, 'setFavouriteApp', { app: 'wechat', favourite: true }, { token: a.token });
    const read = await get<{ apps: string[] }>(t.app, 'getFavouriteApps', { token: a.token });
    expect(read.body.data.apps).toEqual(['telegram', 'wechat']);
    expect(
      (await get<{ apps: string[] }>(t.app, 'getFavouriteApps', { token: b.token })).body.data.apps,
    ).toEqual([]);

    const unstarred = await post<{ apps: string[] }>(
      t.app,
      'setFavouriteApp',
      { app: 'telegram', favourite: false },
      { token: a.token },
    );
    expect(unstarred.body.data.apps).toEqual(['wechat']);
  });

  it('refuses an unknown app and bad bodies with a readable sentence, and a visitor', async () => {
    const user = await codeUser(t.app, 0);
    const unknown = await post(
      t.app,
      'setFavouriteApp',
      { app: 'nope', favourite: true },
      { token: user.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.retmsg).toBe('Choose an app from the list.');
    const zh = await post(
      t.app,
      'setFavouriteApp',
      { app: 'nope', favourite: true },
      { token: user.token, language: 'zh_cn' },
    );
    expect(zh.body.retmsg).toBe('请从列表中选择应用。');
    const bad = await post(t.app, 'setFavouriteApp', { app: '', favourite: 'yes' }, { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.retmsg).not.toBe('');
    const visitor = await get(t.app, 'getFavouriteApps');
    expect(visitor.status).toBeGreaterThanOrEqual(400);
    expect(visitor.status).toBeLessThan(500);
  });
});

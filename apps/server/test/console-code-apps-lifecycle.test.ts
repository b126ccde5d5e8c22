import { type ConsoleCallData, type LanguageCode, Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { codeAppCalls } from './helpers/code-apps.ts';
import { codeUser, lock } from './helpers/codes.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// Apps added and deleted in the console: a new one is off until it has a fee and is turned on; only
// an app nobody ever had a number for, and no app leads to, can be deleted.

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
let support = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
  support = await operatorToken(t.app, 'support');
});

const { listApps, appOf, updateApp, setFee, auditOf, userAppList } = codeAppCalls(
  () => t.app,
  () => admin,
);

type Options = { token?: string; language?: LanguageCode };

function createApp(
  body: { app: string; nameEn: string; nameZh: string; sort?: number },
  { token = admin, language = 'en' }: Options = {},
) {
  return consoleCall<ConsoleCallData<'consoleCodeAppCreate'>>(t.app, 'consoleCodeAppCreate', {
    token,
    language,
    body: { sort: 500, reason: 'new service requested', ...body },
  });
}

function deleteApp(app: string, { token = admin, language = 'en' }: Options = {}) {
  return consoleCall<ConsoleCallData<'consoleCodeAppDelete'>>(t.app, 'consoleCodeAppDelete', {
    token,
    language,
    body: { app, reason: 'added by mistake' },
  });
}

describe(`adding and deleting verification apps (${engine})`, () => {
  it('adds an app off; it is offered once it has a fee and is turned on, and a user can lock it', async () => {
    const created = await createApp({
      app: ' Kakao-Pay ',
      nameEn: 'Kakao Pay',
      nameZh: '카카오페이',
      sort: 15,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.app).toMatchObject({
      id: 'kakao-pay',
      nameEn: 'Kakao Pay',
      enabled: false,
      redirectTo: null,
      fees: [],
    });
    expect((await userAppList()).map((entry) => entry.app)).not.toContain('kakao-pay');

    // Offered with no fee anywhere, every user's choice would fail: refused, in both languages.
    const early = await updateApp('kakao-pay', { enabled: true });
    expect([early.status, early.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    expect(early.body.retmsg).toBe(
      'Set this app’s fees in at least one country before offering it to users.',
    );
    const earlyZh = await updateApp('kakao-pay', { enabled: true }, { language: 'zh_cn' });
    expect(earlyZh.body.retmsg).toBe('请先为该应用设置至少一个国家或地区的费用，再向用户提供。');
    expect((await appOf('kakao-pay')).enabled).toBe(false);

    expect((await setFee({ app: 'kakao-pay', country: 'US', codeRate: '0.40', subRent: '4' })).status).toBe(
      200,
    );
    expect((await updateApp('kakao-pay', { enabled: true })).status).toBe(200);
    expect(await userAppList()).toContainEqual({
      app: 'kakao-pay',
      name: 'Kakao Pay',
      nameEn: 'Kakao Pay',
      nameZh: '카카오페이',
      sort: 15,
    });

    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'kakao-pay', code: 'US' });
    expect(locked.status).toBe(200);
    expect(locked.body.data.tip).toContain('Kakao Pay');

    // Now its history names it: it can only be turned off.
    const refused = await deleteApp('kakao-pay');
    expect([refused.status, refused.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    expect(refused.body.retmsg).toContain('Turn it off instead.');
    expect((await appOf('kakao-pay')).enabled).toBe(true);

    expect((await auditOf('kakao-pay')).map((entry) => entry.action)).toEqual([
      'codeApp.update',
      'codeApp.fee',
      'codeApp.create',
    ]);
  });

  it('refuses an id that is taken or malformed, and leaves the list as it was', async () => {
    const taken = await createApp({ app: 'telegram', nameEn: 'Another Telegram', nameZh: '另一个' });
    expect([taken.status, taken.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    expect(taken.body.retmsg).toBe(
      'There is already an app “telegram”. Choose another id, or edit that app.',
    );
    expect((await appOf('telegram')).nameEn).not.toBe('Another Telegram');

    const malformed = await createApp({ app: 'no spaces!', nameEn: 'Bad', nameZh: '坏' });
    expect([malformed.status, malformed.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    expect(malformed.body.retmsg).toBe('The app is not valid. Check it and try again.');
    expect((await listApps('no spaces')).body.data.apps).toEqual([]);
  });

  it('deletes an app nobody used, with its fees; users and the console no longer see it', async () => {
    expect((await createApp({ app: 'mistake', nameEn: 'Mistake', nameZh: '错误' })).status).toBe(200);
    expect((await setFee({ app: 'mistake', country: 'CA', codeRate: '1', subRent: '2' })).status).toBe(200);

    const deleted = await deleteApp('mistake');
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ app: 'mistake' });
    expect((await listApps('mistake')).body.data.apps).toEqual([]);
    expect(
      await t.app.db.selectFrom('code_app_fees').selectAll().where('app', '=', 'mistake').execute(),
    ).toEqual([]);
    const [entry] = await auditOf('mistake');
    expect(entry).toMatchObject({
      action: 'codeApp.delete',
      before: { nameEn: 'Mistake', enabled: false },
      after: null,
      reason: 'added by mistake',
    });

    // Gone: a second delete, or an edit, is told so.
    const again = await deleteApp('mistake', { language: 'zh_cn' });
    expect([again.status, again.body.retcode]).toEqual([404, Retcode.NOT_FOUND]);
    expect(again.body.retmsg).toBe('没有应用“mistake”，请刷新列表。');
  });

  it('refuses to delete an app another app leads to', async () => {
    expect((await createApp({ app: 'target', nameEn: 'Target', nameZh: '目标' })).status).toBe(200);
    expect((await updateApp('lyft', { redirectTo: 'target' })).status).toBe(200);
    const refused = await deleteApp('target');
    expect(refused.body.retmsg).toBe('“Lyft” leads to this app. Change that app first.');
    expect((await appOf('target')).id).toBe('target');

    expect((await updateApp('lyft', { redirectTo: '' })).status).toBe(200);
    expect((await deleteApp('target')).status).toBe(200);
  });

  it('lets support neither add nor delete an app', async () => {
    const add = await createApp({ app: 'support-app', nameEn: 'S', nameZh: 'S' }, { token: support });
    expect([add.status, add.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
    const remove = await deleteApp('viber', { token: support });
    expect([remove.status, remove.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
    expect((await listApps('support-app')).body.data.apps).toEqual([]);
    expect((await appOf('viber')).id).toBe('viber');
  });
});

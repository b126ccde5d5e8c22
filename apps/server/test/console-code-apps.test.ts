import { Retcode } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { codeAppCalls } from './helpers/code-apps.ts';
import { codeUser, lock } from './helpers/codes.ts';
import { operatorToken } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

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

describe(`the verification apps in the console (${engine})`, () => {
  it('lists the seeded apps by sort, with both names and today’s fees per pool country', async () => {
    const result = await listApps();
    expect(result.status).toBe(200);
    const { apps, countries } = result.body.data;
    expect(apps).toHaveLength(42);
    expect(apps.slice(0, 2).map((app) => [app.id, app.sort])).toEqual([
      ['whatsapp', 10],
      ['telegram', 20],
    ]);
    expect(countries.map((country) => country.code)).toEqual(['US', 'CA', 'GB', 'AU']);
    const wechat = apps.find((app) => app.id === 'wechat');
    expect(wechat).toMatchObject({
      nameEn: 'WeChat',
      nameZh: '微信',
      name: 'WeChat',
      enabled: true,
      redirectTo: null,
    });
    expect(wechat?.fees.map((fee) => [fee.country, fee.codeRate, fee.subRent])).toEqual([
      ['US', 5000, 50000],
      ['CA', 5000, 50000],
      ['GB', 6000, 60000],
      ['AU', 6000, 60000],
    ]);
    const spotify = apps.find((app) => app.id === 'spotify');
    expect(spotify?.fees.find((fee) => fee.country === 'AU')).toMatchObject({
      codeRate: 2400,
      subRent: 36000,
    });

    const chinese = await listApps('微信', { language: 'zh_cn' });
    expect(chinese.body.data.apps.map((app) => app.name)).toEqual(['微信']);
    expect(chinese.body.data.countries[2]?.name).toBe('英国');
    expect((await listApps('KAKAO')).body.data.apps.map((app) => app.id)).toEqual(['kakaotalk']);
    expect((await listApps('nowhere')).body.data.apps).toEqual([]);
  });

  it('lets support read the apps but not change them', async () => {
    expect((await listApps(undefined, { token: support })).status).toBe(200);
    const edit = await updateApp('viber', { nameEn: 'Viber Messenger' }, { token: support });
    expect([edit.status, edit.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
    const fee = await setFee(
      { app: 'viber', country: 'US', codeRate: '1', subRent: '1' },
      { token: support },
    );
    expect([fee.status, fee.body.retcode]).toEqual([403, Retcode.CONSOLE_NOT_PERMITTED]);
    expect(await auditOf('viber')).toEqual([]);
  });

  it('renames an app and moves it in the list: users see it at once, in both languages, audited', async () => {
    const result = await updateApp('telegram', { nameEn: 'Telegram Messenger', nameZh: '电报', sort: 5 });
    expect(result.status).toBe(200);
    expect(result.body.data.app).toMatchObject({ nameEn: 'Telegram Messenger', nameZh: '电报', sort: 5 });

    const en = await userAppList();
    expect(en[0]).toEqual({
      app: 'telegram',
      name: 'Telegram Messenger',
      nameEn: 'Telegram Messenger',
      nameZh: '电报',
      sort: 5,
    });
    expect((await userAppList('zh_cn')).find((app) => app.app === 'telegram')?.name).toBe('电报');

    // The lock's tip names the app by its new name.
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'telegram', code: 'US' });
    expect(locked.status).toBe(200);
    expect(locked.body.data.tip).toContain('Telegram Messenger');

    const [entry] = await auditOf('telegram');
    expect(entry).toMatchObject({
      action: 'codeApp.update',
      before: { nameEn: 'Telegram', nameZh: 'Telegram', sort: 20, enabled: true, redirectTo: null },
      after: { nameEn: 'Telegram Messenger', nameZh: '电报', sort: 5, enabled: true, redirectTo: null },
      reason: 'catalogue review',
    });
  });

  it('refuses malformed, negative, absurd and too precise fees with a sentence, changing nothing', async () => {
    const cases: [Partial<{ codeRate: string; subRent: string; country: string }>, string][] = [
      [
        { codeRate: 'abc' },
        'The fee per code “abc” is not an amount. Write it as money is written, like 0.50.',
      ],
      [{ subRent: '-1' }, 'The monthly fee cannot be below zero.'],
      [
        { codeRate: '12' },
        'The fee per code “12” is more than 10, which must be a typo. Check the decimal point.',
      ],
      [
        { subRent: '150' },
        'The monthly fee “150” is more than 100, which must be a typo. Check the decimal point.',
      ],
      [{ codeRate: '0.00001' }, 'The fee per code can have at most four decimals.'],
      [{ country: 'FR' }, 'The verification pool has no numbers in “FR”. Choose one of its countries.'],
    ];
    for (const [change, sentence] of cases) {
      const result = await setFee({ app: 'lyft', country: 'US', codeRate: '0.3', subRent: '3', ...change });
      expect([result.status, result.body.retcode, result.body.retmsg]).toEqual([
        400,
        Retcode.INVALID_PARAMETER,
        sentence,
      ]);
    }
    const chinese = await setFee(
      { app: 'lyft', country: 'US', codeRate: '-0.1', subRent: '3' },
      { language: 'zh_cn' },
    );
    expect(chinese.body.retmsg).toBe('每条验证码的费用不能小于零。');
    const unknown = await setFee({ app: 'nope', country: 'US', codeRate: '0.3', subRent: '3' });
    expect([unknown.status, unknown.body.retmsg]).toEqual([404, 'There is no app “nope”. Reload the list.']);
    const blank = await setFee({ app: 'lyft', country: 'US', codeRate: '0.3', subRent: '3', reason: ' ' });
    expect(blank.status).toBe(400);
    expect((await appOf('lyft')).fees[0]).toMatchObject({ codeRate: 2000, subRent: 30000 });
    expect(await auditOf('lyft')).toEqual([]);
  });

  it('refuses redirections that lead nowhere, to the app itself or through another, and blank names', async () => {
    const self = await updateApp('reddit', { redirectTo: 'reddit' });
    expect(self.body.retmsg).toBe('An app cannot lead to itself. Choose another app or none.');
    const unknown = await updateApp('reddit', { redirectTo: 'nope' });
    expect(unknown.body.retmsg).toBe('There is no app “nope” to lead to. Choose one from the list.');
    expect((await updateApp('pinterest', { redirectTo: 'reddit' })).status).toBe(200);
    const chain = await updateApp('naver', { redirectTo: 'pinterest' }, { language: 'zh_cn' });
    expect(chain.body.retmsg).toBe('“Pinterest”本身会跳转到其他应用，请直接选择它跳转到的应用。');
    const target = await updateApp('reddit', { redirectTo: 'naver' });
    expect(target.body.retmsg).toBe(
      'Other apps lead to this one, so it cannot lead elsewhere. Change those apps first.',
    );
    const blank = await updateApp('reddit', { nameEn: '  ' });
    expect([blank.status, blank.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    expect(blank.body.retmsg).toMatch(/English name/);
    expect(await auditOf('reddit')).toEqual([]);
  });
});

import {
  apiUrl,
  type BillListData,
  BillType,
  type CodeFeeData,
  type codeHistoryDataSchema,
  type Envelope,
  monthKeyOf,
  type PhoneOption,
  Retcode,
  WEB_VERSION,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { codeAppCatalogue } from '../src/modules/code-numbers/index.ts';
import { get } from './helpers/api.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { codeAppCalls } from './helpers/code-apps.ts';
import { codeCharges, codeUser, lock, sendCode } from './helpers/codes.ts';
import { operatorToken } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

let admin = '';
beforeAll(async () => {
  admin = await operatorToken(t.app, 'admin');
});

const { updateApp, setFee, auditOf, userAppList, userFee } = codeAppCalls(
  () => t.app,
  () => admin,
);

const thisMonth = () => monthKeyOf(Date.now());

describe(`what users see and pay after the console edits an app (${engine})`, () => {
  it('sets an app’s fees in a country from money as written: users are shown and charged them', async () => {
    const result = await setFee({ app: 'paypal', country: 'ca', codeRate: '0.75', subRent: '6,5' });
    expect(result.status).toBe(200);
    expect(result.body.data.app.fees.find((fee) => fee.country === 'CA')).toMatchObject({
      codeRate: 7500,
      subRent: 65000,
    });

    const user = await codeUser(t.app);
    expect((await userFee(user, 'paypal', 'CA')).body.data).toEqual({ codeRate: 7500, subRent: 65000 });
    // Cloud coins are seven to the dollar.
    const cloud = await t.app.inject({
      method: 'GET',
      url: apiUrl('getCodeNumberFeeByAppV2'),
      query: {
        t: String(Date.now()),
        webVersion: WEB_VERSION,
        languagecode: 'en',
        app: 'paypal',
        code: 'CA',
      },
      headers: { host: 'cloudnumber.localhost:3000' },
    });
    expect(cloud.json<Envelope<CodeFeeData>>().data).toEqual({ codeRate: 52500, subRent: 455000 });
    // Other countries keep theirs.
    expect((await userFee(user, 'paypal', 'US')).body.data).toEqual({ codeRate: 5000, subRent: 50000 });

    const locked = await lock(t.app, user, { app: 'paypal', code: 'CA' });
    expect(locked.body.data).toMatchObject({ codeRate: 7500, subRent: 65000 });
    const received = await sendCode(t.app, {
      number: locked.body.data.phone,
      app: 'paypal',
      text: 'PayPal: 482913',
    });
    expect(received.body.data.charge).toBe(7500);
    expect((await codeCharges(t.app, user.id)).map((row) => Number(row.amount))).toEqual([-7500]);

    const [entry] = await auditOf('paypal');
    expect(entry).toMatchObject({
      action: 'codeApp.fee',
      before: { country: 'CA', codeRate: 5000, subRent: 50000 },
      after: { country: 'CA', codeRate: 7500, subRent: 65000 },
      reason: 'fees of the quarter',
    });
  });

  it('redirects a choice: the list says where it leads, fees and locks are the target’s', async () => {
    expect((await updateApp('twitch', { redirectTo: 'discord' })).status).toBe(200);
    expect((await userAppList()).find((app) => app.app === 'twitch')).toMatchObject({ redirect: 'discord' });
    const user = await codeUser(t.app);
    expect((await userFee(user, 'twitch', 'US')).body.data).toEqual({ codeRate: 3000, subRent: 40000 });
    const locked = await lock(t.app, user, { app: 'twitch', code: 'US' });
    expect(locked.body.data.app).toBe('discord');
  });

  it('stops offering a disabled app, refusing it with a sentence, while history and bills still name it', async () => {
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'steam', code: 'US' });
    await sendCode(t.app, { number: locked.body.data.phone, app: 'steam', text: 'Steam code 77881' });

    expect((await updateApp('steam', { enabled: false })).body.data.app.enabled).toBe(false);
    expect((await userAppList()).some((app) => app.app === 'steam')).toBe(false);
    const options = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      token: user.token,
      query: { app: 'steam', code: 'GB' },
    });
    expect([options.status, options.body.retmsg]).toEqual([
      400,
      'This app is not offered at the moment. Choose another app.',
    ]);
    const refused = await lock(t.app, await codeUser(t.app), { app: 'steam', code: 'US' });
    expect([refused.status, refused.body.retcode]).toEqual([400, Retcode.INVALID_PARAMETER]);
    const chinese = await get(t.app, 'getCodeNumberFeeByAppV2', {
      token: user.token,
      language: 'zh_cn',
      query: { app: 'steam', code: 'US' },
    });
    expect(chinese.body.retmsg).toBe('该应用暂不提供，请选择其他应用。');

    const bills = await get<BillListData>(t.app, 'getBillList', {
      token: user.token,
      query: { ym: thisMonth() },
    });
    const code = bills.body.data.list.find((row) => row.type === BillType.verificationCode);
    expect(code?.options.name).toBe('Steam');
    const history = await get<z.infer<typeof codeHistoryDataSchema>>(t.app, 'getSubCodeNumberList', {
      token: user.token,
      query: { ym: thisMonth() },
    });
    expect(history.body.data.list.map((item) => item.name)).toEqual(['Steam']);

    // Turned on again, it is offered again.
    expect((await updateApp('steam', { enabled: true })).status).toBe(200);
    expect((await userAppList()).some((app) => app.app === 'steam')).toBe(true);
  });

  it('keeps each node’s copy until it is told to forget it, as another node’s edit tells it', async () => {
    const catalogue = codeAppCatalogue(t.app.db);
    await catalogue.load();
    // Written behind this node's back, as another node's edit is.
    await t.app.db
      .updateTable('code_apps')
      .set({ name_en: 'Yahoo Mail' })
      .where('id', '=', 'yahoo')
      .execute();
    const named = async () => (await userAppList()).find((app) => app.app === 'yahoo')?.name;
    expect(await named()).toBe('Yahoo');
    // What Realtime.shareCache calls when another node announces its change.
    catalogue.forget();
    expect(await named()).toBe('Yahoo Mail');
  });
});

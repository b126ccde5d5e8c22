import { type AccountInfo, Retcode, type SessionData, SIMULATOR_PAGE_PATH } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeStore } from '../src/modules/contact-verification/code-store.ts';
import { phoneTarget } from '../src/modules/contact-verification/code-target.ts';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { outsidePhone, verifyEmail, verifyPhone } from './helpers/verify.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

type PhoneCall = 'setPhoneForAccount' | 'updatePhone';

function savePhone(account: TestAccount, call: PhoneCall, phone: { telcode: string; phone: string }) {
  return post<AccountInfo>(t.app, call, { platform: account.brand, ...phone }, { token: account.token });
}

function saveEmail(account: TestAccount, call: 'setEmailForAccount' | 'updateEmail', email: string) {
  return post<AccountInfo>(t.app, call, { platform: account.brand, email }, { token: account.token });
}

describe('setPhoneForAccount and updatePhone', () => {
  it('refuses a phone that was not verified', async () => {
    const account = await registerAccount(t.app);
    const result = await savePhone(account, 'setPhoneForAccount', outsidePhone());
    expect(result.status).toBe(403);
    expect(result.body.retcode).toBe(Retcode.NOT_VERIFIED);
  });

  it('saves a verified phone once, answers the account info, then asks for updatePhone', async () => {
    const account = await registerAccount(t.app);
    const phone = outsidePhone();
    await verifyPhone(t.app, account, phone, uniqueIp());
    const saved = await savePhone(account, 'setPhoneForAccount', phone);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ phone: phone.phone, telCode: phone.telcode, email: account.email });
    const info = await get<AccountInfo>(t.app, 'getAccountInfo', { token: account.token });
    expect(info.body.data.phone).toBe(phone.phone);

    // The verification is spent.
    const again = await savePhone(account, 'updatePhone', phone);
    expect(again.body.retcode).toBe(Retcode.NOT_VERIFIED);

    const next = outsidePhone();
    await verifyPhone(t.app, account, next, uniqueIp());
    const wrongCall = await savePhone(account, 'setPhoneForAccount', next);
    expect(wrongCall.status).toBe(400);
    expect(wrongCall.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(wrongCall.body.detail).toContain('updatePhone');
    const updated = await savePhone(account, 'updatePhone', next);
    expect(updated.body.data.phone).toBe(next.phone);
  });

  it('refuses updatePhone on an account without a phone', async () => {
    const account = await registerAccount(t.app);
    const phone = outsidePhone();
    await verifyPhone(t.app, account, phone, uniqueIp());
    const result = await savePhone(account, 'updatePhone', phone);
    expect(result.status).toBe(400);
    expect(result.body.detail).toContain('setPhoneForAccount');
  });

  it('refuses a verification of another phone or one validated more than 10 minutes ago', async () => {
    const account = await registerAccount(t.app);
    const phone = outsidePhone();
    await verifyPhone(t.app, account, phone, uniqueIp());
    expect((await savePhone(account, 'setPhoneForAccount', outsidePhone())).body.retcode).toBe(
      Retcode.NOT_VERIFIED,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    expect((await savePhone(account, 'setPhoneForAccount', phone)).body.retcode).toBe(Retcode.NOT_VERIFIED);
  });

  it('refuses a phone another account took after its code was checked, without spending the verification', async () => {
    const first = await registerAccount(t.app);
    const second = await registerAccount(t.app);
    const phone = outsidePhone();
    await verifyPhone(t.app, first, phone, uniqueIp());
    // Both prove the phone while it is free; the first to save it keeps it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    await verifyPhone(t.app, second, phone, uniqueIp());
    expect((await savePhone(first, 'setPhoneForAccount', phone)).status).toBe(200);
    const taken = await savePhone(second, 'setPhoneForAccount', phone);
    expect(taken.status).toBe(409);
    expect(taken.body.retcode).toBe(Retcode.PHONE_IN_USE);
    const codes = new CodeStore(t.app.services.shortLived);
    const code = await codes.findValidated(second.id, 'sms', phoneTarget(phone.telcode, phone.phone), 0);
    expect(code?.status).toBe('validated');
  });
});

describe('setEmailForAccount and updateEmail', () => {
  it('changes the login to a verified new address', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('new');
    expect((await saveEmail(account, 'updateEmail', email)).body.retcode).toBe(Retcode.NOT_VERIFIED);
    await verifyEmail(t.app, account, email, uniqueIp());
    const refused = await saveEmail(account, 'setEmailForAccount', email);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('updateEmail');
    const updated = await saveEmail(account, 'updateEmail', email);
    expect(updated.status).toBe(200);
    expect(updated.body.data.email).toBe(email);

    const login = (address: string) =>
      post<SessionData>(
        t.app,
        'login',
        { platform: account.brand, account: address, password: account.password },
        { ip: uniqueIp() },
      );
    expect((await login(email)).status).toBe(200);
    expect((await login(account.email)).body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
  });

  it('refuses an address another account took after its code was checked', async () => {
    const account = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const email = uniqueEmail('race');
    await verifyEmail(t.app, account, email, uniqueIp());
    await t.app.db.updateTable('accounts').set({ email }).where('id', '=', other.id).execute();
    const taken = await saveEmail(account, 'updateEmail', email);
    expect(taken.status).toBe(409);
    expect(taken.body.retcode).toBe(Retcode.EMAIL_IN_USE);
  });
});

describe('simulator outbox', () => {
  it('lists sent codes on the simulator page', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('page');
    await verifyEmail(t.app, account, email, uniqueIp());
    const page = await t.app.inject({ method: 'GET', url: SIMULATOR_PAGE_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 style="font-size:18px">Outbox</h2>');
    expect(page.body).toContain(email);
  });
});

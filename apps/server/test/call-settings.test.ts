import { Retcode, type VirtualPhoneListData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { accountWithNumber, registerAccount, type TestAccount } from './helpers/factories.ts';
import { givePhone } from './helpers/numbers.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

type Settings = { forwardStatus: number; voicemailStatus: number };

function setForward(account: TestAccount, forward: 0 | 1) {
  return post<Settings>(t.app, 'setForward', { platform: account.brand, forward }, { token: account.token });
}

function setVoicemail(account: TestAccount, voicemail: 0 | 1) {
  return post<Settings>(
    t.app,
    'setVoicemail',
    { platform: account.brand, voicemail },
    { token: account.token },
  );
}

async function listOf(account: TestAccount): Promise<VirtualPhoneListData> {
  return (await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', { token: account.token })).body.data;
}

describe('call forwarding and voicemail', () => {
  it('keeps them mutually exclusive: turning one on turns the other off', async () => {
    const owner = await accountWithNumber(t.app);
    await givePhone(t.app, owner);
    expect(await listOf(owner)).toMatchObject({ forwardStatus: 0, voicemailStatus: 1, canForward: true });
    const forward = await setForward(owner, 1);
    expect(forward.status).toBe(200);
    expect(forward.body.data).toEqual({ forwardStatus: 1, voicemailStatus: 0 });
    const voicemail = await setVoicemail(owner, 1);
    expect(voicemail.body.data).toEqual({ forwardStatus: 0, voicemailStatus: 1 });
    expect((await setVoicemail(owner, 0)).body.data).toEqual({ forwardStatus: 0, voicemailStatus: 0 });
    expect(await listOf(owner)).toMatchObject({ forwardStatus: 0, voicemailStatus: 0 });
  });

  it('needs a verified phone to forward (100025) and leaves the settings as they were', async () => {
    const owner = await accountWithNumber(t.app);
    expect((await listOf(owner)).canForward).toBe(false);
    expect((await listOf(owner)).canVoicemail).toBe(true);
    const result = await setForward(owner, 1);
    expect(result.status).toBe(403);
    expect(result.body.retcode).toBe(Retcode.NEED_VERIFIED_PHONE);
    expect(result.body.detail).toContain('forward');
    expect(await listOf(owner)).toMatchObject({ forwardStatus: 0, voicemailStatus: 1 });
  });

  it('needs a number for voicemail', async () => {
    const user = await registerAccount(t.app);
    const result = await setVoicemail(user, 1);
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.detail).toContain('voicemail');
  });

  it('refuses another brand’s platform', async () => {
    const owner = await accountWithNumber(t.app);
    const result = await post(
      t.app,
      'setVoicemail',
      { platform: 'wetalk', voicemail: 1 },
      { token: owner.token },
    );
    expect(result.status).toBe(400);
  });
});

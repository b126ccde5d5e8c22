import {
  FEATURE_OPTIONS,
  type ProfileData,
  Retcode,
  type UpdateProfileData,
  USE_CASE_OPTIONS,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { submitProfile } from './helpers/profile.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

const profileOf = async (token: string) => (await get<ProfileData>(t.app, 'getProfile', { token })).body.data;

describe('getProfile', () => {
  it('answers blanks with state -1 and the account contact before anything is submitted', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const result = await get<ProfileData>(t.app, 'getProfile', { token: alice.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      phone: '',
      telCode: '',
      email: alice.email,
      firstName: '',
      postalCode: '',
      vipStatus: 0,
      expireDate: null,
      profileStatus: -1,
      useCaseStatus: -1,
      needSetPhone: true,
    });
    expect(result.body.data.featureOptions.map((option) => option.value)).toEqual(
      FEATURE_OPTIONS.map((option) => option.value),
    );
    expect(result.body.data.userCaseOptions).toHaveLength(USE_CASE_OPTIONS.length);
    expect(result.body.data.userCaseOptions.every((option) => !option.selected)).toBe(true);
  });

  it('has no option lists on brands without use cases and reads the phone from the account', async () => {
    const bob = await registerAccount(t.app, { brand: 'pingme' });
    await t.app.db
      .updateTable('accounts')
      .set({ tel_code: '1', phone: '2125550111' })
      .where('id', '=', bob.id)
      .execute();
    const data = await profileOf(bob.token);
    expect(data).toMatchObject({
      featureOptions: [],
      userCaseOptions: [],
      phone: '2125550111',
      telCode: '1',
    });
    expect(data.needSetPhone).toBe(false);
  });

  it('needs a session', async () => {
    const result = await get(t.app, 'getProfile');
    expect(result.status).toBe(401);
    expect(result.body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

describe('updateProfile validation', () => {
  it('names every missing field', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const result = await post(t.app, 'updateProfile', { platform: 'pingme' }, { token: alice.token });
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    for (const field of [
      'firstName',
      'lastName',
      'address',
      'city',
      'province',
      'country',
      'regionCode',
      'postalCode',
    ]) {
      expect(result.body.detail).toContain(`${field}: is required`);
    }
    expect(result.body.data).toBeNull();
  });

  it('refuses blank and over-long fields with readable messages', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const blank = await submitProfile(t.app, alice, { address: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toContain('address is required');
    const city = await submitProfile(t.app, alice, { city: 'x'.repeat(21) });
    expect(city.status).toBe(400);
    expect(city.body.detail).toContain('city must be at most 20 characters');
    const region = await submitProfile(t.app, alice, { regionCode: 'GBR' });
    expect(region.status).toBe(400);
    expect(region.body.detail).toContain('regionCode must be a two-letter country code');
    expect((await profileOf(alice.token)).profileStatus).toBe(-1);
  });

  it('refuses another brand in platform', async () => {
    const alice = await registerAccount(t.app, { brand: 'pingme' });
    const result = await submitProfile(t.app, alice, { platform: 'wetalk' });
    expect(result.status).toBe(400);
    expect(result.body.detail).toContain('platform');
  });

  it.each([
    [{ feature: undefined }, 'feature: is required'],
    [{ feature: 'teleport' }, 'feature: "teleport" is not a known feature'],
    [{ userCase: undefined }, 'userCase: is required'],
    [{ userCase: 'not json' }, 'userCase: is not valid JSON'],
    [{ userCase: '[]' }, 'userCase: choose at least one purpose'],
    [{ userCase: JSON.stringify([{ value: 'spying' }]) }, 'userCase: "spying" is not a known purpose'],
    [{ userCase: JSON.stringify([{ value: 'others' }]) }, 'userCase: the "others" purpose needs a text'],
    [
      { userCase: JSON.stringify([{ value: 'others', text: '  ' }]) },
      'userCase: the "others" purpose needs a text',
    ],
    [{ userCase: JSON.stringify([{ text: 'x' }]) }, 'userCase.0.value: is required'],
    [
      { userCase: JSON.stringify([{ value: 'dating' }, { value: 'dating' }]) },
      'userCase: "dating" is chosen twice',
    ],
  ])('on use-case brands refuses %j and writes nothing', async (overrides, message) => {
    const carol = await registerAccount(t.app, { brand: 'wetalk' });
    const result = await submitProfile(t.app, carol, overrides);
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.detail).toContain(message);
    const data = await profileOf(carol.token);
    expect(data.profileStatus).toBe(-1);
    expect(data.firstName).toBe('');
  });

  it('ignores feature and userCase on brands without use cases', async () => {
    const dave = await registerAccount(t.app, { brand: 'cloudnumber' });
    const result = await submitProfile(t.app, dave, { feature: 'teleport', userCase: 'not json' });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ profileStatus: 1, useCaseStatus: 1 });
    const data = await profileOf(dave.token);
    expect(data).toMatchObject({
      profileStatus: 1,
      useCaseStatus: 1,
      featureOptions: [],
      userCaseOptions: [],
    });
  });
});

describe('updateProfile', () => {
  it('stores the profile for review and shows the choices, with the text of the other purpose', async () => {
    const erin = await registerAccount(t.app, { brand: 'wetalkpro' });
    const result = await submitProfile(t.app, erin);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual<UpdateProfileData>({ profileStatus: 1, useCaseStatus: 1 });
    const data = await profileOf(erin.token);
    expect(data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 St James Square',
      city: 'London',
      province: 'Greater London',
      country: 'United Kingdom',
      regionCode: 'GB',
      postalCode: 'SW1Y 4JH',
      profileStatus: 1,
      useCaseStatus: 1,
    });
    expect(data.featureOptions.filter((option) => option.selected).map((option) => option.value)).toEqual([
      'texting',
    ]);
    const chosen = data.userCaseOptions.filter((option) => option.selected);
    expect(chosen.map((option) => option.value)).toEqual(['dailyMain', 'others']);
    expect(chosen[1]?.text).toBe('Talking to my bank');
    expect(chosen[0]?.text).toBeUndefined();
  });

  it('replaces the previous submission', async () => {
    const fay = await registerAccount(t.app, { brand: 'wephone' });
    await submitProfile(t.app, fay);
    const again = await submitProfile(t.app, fay, {
      firstName: 'Grace',
      feature: 'calling',
      userCase: JSON.stringify([{ value: 'support', text: 'dropped' }]),
    });
    expect(again.status).toBe(200);
    const data = await profileOf(fay.token);
    expect(data.firstName).toBe('Grace');
    expect(data.featureOptions.find((option) => option.selected)?.value).toBe('calling');
    const chosen = data.userCaseOptions.filter((option) => option.selected);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toMatchObject({ value: 'support', selected: true });
    expect(chosen[0]?.text).toBeUndefined();
  });
});

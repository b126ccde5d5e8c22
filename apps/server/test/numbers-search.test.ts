import { type AreaCodeData, NUMBER_SEARCH_LIMIT, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { offered } from './helpers/numbers.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

async function tree(token: string, language: 'en' | 'zh_cn' = 'en'): Promise<AreaCodeData> {
  const result = await get<AreaCodeData>(t.app, 'getAreaCodeV2', { token, language });
  expect(result.status).toBe(200);
  return result.body.data;
}

describe('getAreaCodeV2', () => {
  it('lists the countries, types, states and area codes with free numbers', async () => {
    const user = await registerAccount(t.app);
    const data = await tree(user.token);
    expect(data.countries.map((country) => country.code)).toEqual(['US', 'CA', 'GB', 'AU', 'TollFree']);
    const us = data.countries.find((country) => country.code === 'US')!;
    expect(us.telCode).toBe('1');
    expect(us.typeList.map((group) => group.type)).toEqual(['local']);
    const states = us.typeList[0]!.provinces;
    expect(states.find((state) => state.name === 'NY')?.areaCodes).toEqual(['212', '646']);
    expect(states.find((state) => state.name === 'CA')?.areaCodes).toEqual(['415']);
    const gb = data.countries.find((country) => country.code === 'GB')!;
    expect(gb.typeList).toEqual([
      { type: 'mobile', name: 'Mobile', provinces: [{ name: '', areaCodes: [] }] },
    ]);
    const tollFree = data.countries.find((country) => country.code === 'TollFree')!;
    expect(tollFree.typeList[0]?.provinces[0]?.areaCodes).toEqual(['833', '844', '855']);
    const chinese = await tree(user.token, 'zh_cn');
    expect(chinese.countries[0]?.name).toBe('美国');
  });

  it('drops an area code once none of its numbers is free', async () => {
    const taker = await registerAccount(t.app);
    for (let i = 0; i < 8; i += 1) await t.app.services.numbers.assignFree(taker.id, { areaCode: '702' });
    const data = await tree(taker.token);
    const states = data.countries.find((country) => country.code === 'US')!.typeList[0]!.provinces;
    expect(states.some((state) => state.name === 'NV')).toBe(false);
    expect(states.flatMap((state) => state.areaCodes)).not.toContain('702');
  });

  it('shows cloudnumber its Chinese numbers only', async () => {
    const cloud = await registerAccount(t.app, { brand: 'cloudnumber' });
    const data = await tree(cloud.token);
    expect(data.countries.map((country) => country.code)).toEqual(['CN']);
    expect(data.countries[0]?.telCode).toBe('86');
  });

  it('requires a session', async () => {
    expect((await get(t.app, 'getAreaCodeV2')).body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

describe('getVirtualPhoneByAreaCode', () => {
  it('offers only free numbers of the area, assigned ones never', async () => {
    const user = await registerAccount(t.app);
    const taken = await t.app.services.numbers.assignFree(user.id, { areaCode: '415' });
    const result = await offered(t.app, user, { code: 'US', type: 'local', telCode: '1', areaCode: '415' });
    expect(result.status).toBe(200);
    const phones = result.body.data.phones;
    expect(phones.length).toBe(7);
    expect(phones.map((phone) => phone.phone)).not.toContain(taken.phone);
    expect(phones[0]).toMatchObject({ telCode: '1', areaCode: '415', region: 'San Francisco, CA' });
  });

  it('offers GB mobile and toll-free numbers, at most the search limit', async () => {
    const user = await registerAccount(t.app);
    const gb = await offered(t.app, user, { code: 'GB', type: 'mobile', telCode: '44' });
    expect(gb.body.data.phones.length).toBeGreaterThan(0);
    expect(gb.body.data.phones.length).toBeLessThanOrEqual(NUMBER_SEARCH_LIMIT);
    const tollFree = await offered(t.app, user, { code: 'TollFree', type: 'tollFree', telCode: '1' });
    expect(tollFree.body.data.phones.every((phone) => ['833', '844', '855'].includes(phone.areaCode))).toBe(
      true,
    );
  });

  it('refuses a country the brand does not offer', async () => {
    const user = await registerAccount(t.app);
    const cn = await offered(t.app, user, { code: 'CN', type: 'mobile', telCode: '86' });
    expect(cn.status).toBe(400);
    expect(cn.body.retcode).toBe(Retcode.INVALID_PARAMETER);
  });
});

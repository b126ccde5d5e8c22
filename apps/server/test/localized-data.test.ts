import {
  type AppListData,
  type AreaCodeData,
  type accountAppsDataSchema,
  type BillListData,
  BillType,
  type CountryRatesData,
  type LanguageCode,
  monthKeyOf,
  type NumberSearchData,
  type PaymentListData,
  type PaySubmitData,
  type PlanListData,
  productId,
  Retcode,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { get, post } from './helpers/api.ts';
import { insertRental } from './helpers/codes-old.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { checkoutPageUrl, deliverSandbox } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});

/**
 * Words a Chinese answer may keep: brand names (of apps, payment methods and this product), units,
 * currency tickers and codes. Anything else written in Latin letters is English left untranslated.
 */
const ALLOWED_IN_CHINESE = new Set([
  'WhatsApp',
  'Telegram',
  'Facebook',
  'Instagram',
  'TikTok',
  'Twitter',
  'X',
  'Discord',
  'Uber',
  'PayPal',
  'Signal',
  'Snapchat',
  'LinkedIn',
  'Netflix',
  'Spotify',
  'Airbnb',
  'eBay',
  'LINE',
  'Viber',
  'Tinder',
  'Bumble',
  'Lyft',
  'DoorDash',
  'Steam',
  'Twitch',
  'Reddit',
  'Pinterest',
  'OpenAI',
  'Coinbase',
  'Binance',
  'Shopee',
  'Yandex',
  'Naver',
  'KakaoTalk',
  'USDT',
  'USDC',
  'TUSD',
  'ETH',
  'BCH',
  'TRC',
  'ERC',
  'USD',
  'CNY',
]);

/** The Latin-letter words of a Chinese text that are not on the allow-list. */
function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED_IN_CHINESE.has(word));
}

const thisMonth = () => monthKeyOf(Date.now());
const RETURN = 'http://localhost:3000/account?tab=recharge';

function rates(language: LanguageCode, query: Record<string, string>) {
  return get<CountryRatesData>(t.app, 'getCountryRates', { language, query: { pageSize: '100', ...query } });
}

async function rateDescriptions(language: LanguageCode): Promise<string[]> {
  const descriptions: string[] = [];
  for (const type of ['makeCall', 'receiveCall', 'sms', 'numbers'])
    for (const rateCountryCode of ['US', 'GB', 'TollFree', 'CN']) {
      const result = await rates(language, { type, rateCountryCode });
      expect(result.body.retcode).toBe(Retcode.OK);
      descriptions.push(...result.body.data.countryRateList.map((row) => row.description));
    }
  return descriptions;
}

describe('rates', () => {
  it('describes rows and names destinations in English for en', async () => {
    const calls = await rates('en', { type: 'makeCall' });
    expect(calls.body.data.countryRateList[0]?.description).toBe('United States');
    expect(calls.body.data.countryRateList.map((row) => row.description)).toContain('Japan');
    const inbound = await rates('en', { type: 'receiveCall', rateCountryCode: 'US' });
    expect(inbound.body.data.countryRateList[0]?.description).toBe('Inbound call');
    const rents = await rates('en', { type: 'numbers', rateCountryCode: 'US' });
    expect(rents.body.data.countryRateList.map((row) => row.description)).toEqual([
      'Unlimited monthly rent',
      'Unlimited Texts monthly rent',
      'Pay As You Go monthly rent',
      'Activation fee',
    ]);
  });

  it('answers every description in Chinese for zh_cn, with the same prices', async () => {
    const calls = await rates('zh_cn', { type: 'makeCall' });
    const english = await rates('en', { type: 'makeCall' });
    expect(calls.body.data.countryRateList[0]).toEqual({
      ...english.body.data.countryRateList[0],
      description: '美国',
    });
    expect(calls.body.data.countryRateList.map((row) => row.description)).toContain('日本');
    const inbound = await rates('zh_cn', { type: 'receiveCall', rateCountryCode: 'US' });
    expect(inbound.body.data.countryRateList[0]?.description).toBe('呼入电话');
    const sms = await rates('zh_cn', { type: 'sms', rateCountryCode: 'US' });
    expect(sms.body.data.countryRateList.map((row) => row.description)).toEqual([
      '发送短信',
      '接收短信',
      '彩信',
    ]);

    const all = await rateDescriptions('zh_cn');
    expect(all.length).toBeGreaterThan(40);
    expect(all.flatMap(englishWords)).toEqual([]);
  });
});

describe('verification-code apps', () => {
  it('names Other and apps with a common Chinese name in Chinese; brands stay', async () => {
    const en = await get<AppListData>(t.app, 'getAppList', { language: 'en' });
    const zh = await get<AppListData>(t.app, 'getAppList', { language: 'zh_cn' });
    const nameOf = (data: AppListData, app: string) => data.appList.find((entry) => entry.app === app)?.name;
    expect(nameOf(en.body.data, 'other')).toBe('Other');
    expect(nameOf(en.body.data, 'wechat')).toBe('WeChat');
    expect(nameOf(zh.body.data, 'other')).toBe('其他');
    expect(nameOf(zh.body.data, 'wechat')).toBe('微信');
    expect(nameOf(zh.body.data, 'whatsapp')).toBe('WhatsApp');
    expect(zh.body.data.appList.map((entry) => entry.app)).toEqual(
      en.body.data.appList.map((entry) => entry.app),
    );
    const zhTexts = [
      ...zh.body.data.appList.map((entry) => entry.name),
      ...zh.body.data.countrys.map((country) => country.name),
    ];
    expect(zhTexts.flatMap(englishWords)).toEqual([]);
  });
});

describe('apps of kept verification numbers', () => {
  it("names the kept numbers' apps in the request language", async () => {
    const user = await registerAccount(t.app);
    await insertRental(t.app, user.id, { app: 'other' });
    await insertRental(t.app, user.id, { app: 'whatsapp' });
    const names = async (language: LanguageCode) =>
      (
        await get<z.infer<typeof accountAppsDataSchema>>(t.app, 'getAppListByAccount', {
          token: user.token,
          language,
        })
      ).body.data.appList
        .map((entry) => entry.name)
        .sort();
    expect(await names('en')).toEqual(['Other', 'WhatsApp']);
    expect(await names('zh_cn')).toEqual(['WhatsApp', '其他']);
  });
});

/** Opens and pays a sandbox order of a method; the order id. */
async function paidOrder(
  account: TestAccount,
  method: 'alipay' | 'unionpay' | 'wechatpay' | 'card' | 'paypal',
) {
  const submit =
    method === 'alipay'
      ? await post<PaySubmitData>(
          t.app,
          'alipayPaySubmit',
          {
            platform: 'wephone',
            paymentMethod: 'alipay',
            productId: productId('alipay', 'USD', 50),
            returnUrl: RETURN,
          },
          { token: account.token },
        )
      : await post<PaySubmitData>(
          t.app,
          'paySubmit',
          {
            platform: 'wephone',
            productid: productId(method, 'USD', 50),
            payment_method: method,
            return_url: RETURN,
            devicetype: 'web',
          },
          { token: account.token },
        );
  expect(submit.body.retcode).toBe(Retcode.OK);
  expect((await deliverSandbox(t, submit.body.data.orderId, 'paid')).statusCode).toBe(303);
  return submit.body.data.orderId;
}

describe('payment method names', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await registerAccount(t.app, { brand: 'wephone' });
    for (const method of ['alipay', 'unionpay', 'wechatpay', 'card'] as const)
      await paidOrder(account, method);
  });

  async function paymentNames(language: LanguageCode): Promise<string[]> {
    const list = await get<PaymentListData>(t.app, 'getPaymentList', {
      token: account.token,
      language,
      query: { date: thisMonth() },
    });
    return list.body.data.paymentList.map((row) => row.method).sort();
  }

  async function billNames(language: LanguageCode): Promise<string[]> {
    const list = await get<BillListData>(t.app, 'getBillList', {
      token: account.token,
      language,
      query: { ym: thisMonth() },
    });
    return list.body.data.list
      .filter((bill) => bill.type === BillType.topUp)
      .map((bill) => String(bill.options.purchaseMethod))
      .sort();
  }

  it('names methods in English for en, in payment and bill histories alike', async () => {
    const expected = ['Alipay', 'Bank card', 'UnionPay', 'WeChat Pay'];
    expect(await paymentNames('en')).toEqual(expected);
    expect(await billNames('en')).toEqual(expected);
  });

  it('names methods in Chinese for zh_cn', async () => {
    const expected = ['支付宝', '银联', '银行卡', '微信支付'].sort();
    expect(await paymentNames('zh_cn')).toEqual(expected);
    expect(await billNames('zh_cn')).toEqual(expected);
  });
});

describe('plans and number types', () => {
  it('names plans, their rules and number types in the request language', async () => {
    const user = await registerAccount(t.app);
    const plans = (language: LanguageCode) =>
      get<PlanListData>(t.app, 'getPlanList', {
        token: user.token,
        language,
        query: { code: 'US', type: 'local' },
      });
    const en = (await plans('en')).body.data.planList;
    expect(new Set(en.map((plan) => plan.planName))).toEqual(
      new Set(['Unlimited', 'Unlimited Voice', 'Unlimited Texts', 'Pay As You Go', 'US/CA Combination']),
    );
    expect(en[0]?.planDescList[1]?.items[0]).toMatch(/^Charged every month in advance/);
    const zh = (await plans('zh_cn')).body.data.planList;
    expect(new Set(zh.map((plan) => plan.planName))).toEqual(
      new Set(['无限套餐', '无限通话', '无限短信', '按量付费', '美加组合套餐']),
    );
    const zhPlanTexts = zh.flatMap((plan) => [
      plan.planName,
      plan.tip,
      ...plan.planDescList.flatMap((desc) => [desc.title, ...desc.items]),
    ]);
    expect(zhPlanTexts.flatMap(englishWords)).toEqual([]);

    const tree = (language: LanguageCode) =>
      get<AreaCodeData>(t.app, 'getAreaCodeV2', { token: user.token, language });
    const typeNames = (data: AreaCodeData) =>
      data.countries.flatMap((country) => [country.name, ...country.typeList.map((group) => group.name)]);
    const enNames = typeNames((await tree('en')).body.data);
    expect(enNames).toEqual(expect.arrayContaining(['Local', 'Mobile', 'Toll-free', 'United States']));
    const zhNames = typeNames((await tree('zh_cn')).body.data);
    expect(zhNames).toEqual(expect.arrayContaining(['本地号码', '手机号码', '免费电话', '美国']));
    expect(zhNames.flatMap(englishWords)).toEqual([]);
  });
});

describe('places of the new-number flow', () => {
  it('names provinces and the regions of free numbers in the request language', async () => {
    const user = await registerAccount(t.app);
    const provinces = async (language: LanguageCode) =>
      (await get<AreaCodeData>(t.app, 'getAreaCodeV2', { token: user.token, language })).body.data.countries
        .flatMap((country) => country.typeList)
        .flatMap((group) => group.provinces.map((province) => province.name))
        .filter((name) => name !== '');
    const regions = async (language: LanguageCode, areaCode: string) =>
      (
        await get<NumberSearchData>(t.app, 'getVirtualPhoneByAreaCode', {
          token: user.token,
          language,
          query: { code: 'US', type: 'local', telCode: '1', areaCode },
        })
      ).body.data.phones.map((phone) => phone.region);
    expect(await provinces('en')).toEqual(expect.arrayContaining(['NY', 'NV']));
    const zhProvinces = await provinces('zh_cn');
    expect(zhProvinces).toEqual(expect.arrayContaining(['纽约州', '内华达州']));
    expect(zhProvinces.flatMap(englishWords)).toEqual([]);
    expect(new Set(await regions('en', '702'))).toEqual(new Set(['Las Vegas, NV']));
    const zhRegions = await regions('zh_cn', '702');
    expect(new Set(zhRegions)).toEqual(new Set(['内华达州拉斯维加斯']));
  });

  it("names cloudnumber's Chinese numbers' places in Chinese", async () => {
    const cloud = await registerAccount(t.app, { brand: 'cloudnumber' });
    const tree = await get<AreaCodeData>(t.app, 'getAreaCodeV2', { token: cloud.token, language: 'zh_cn' });
    expect(tree.body.data.countries[0]?.typeList[0]?.provinces.map((province) => province.name)).toEqual([
      '北京',
    ]);
    const search = await get<NumberSearchData>(t.app, 'getVirtualPhoneByAreaCode', {
      token: cloud.token,
      language: 'zh_cn',
      query: { code: 'CN', type: 'mobile', telCode: '86' },
    });
    expect(new Set(search.body.data.phones.map((phone) => phone.region))).toEqual(new Set(['北京']));
  });
});

describe('sandbox checkout page', () => {
  async function openCheckout(language: LanguageCode, method: 'card' | 'alipay') {
    const account = await registerAccount(t.app, { brand: 'wephone' });
    const submit = await post<PaySubmitData>(
      t.app,
      'paySubmit',
      {
        platform: 'wephone',
        productid: productId(method, 'USD', 50),
        payment_method: method,
        return_url: RETURN,
        devicetype: 'web',
      },
      { token: account.token, language },
    );
    expect(submit.body.retcode).toBe(Retcode.OK);
    const page = await t.app.inject({ method: 'GET', url: submit.body.data.paymentUrl });
    expect(page.statusCode).toBe(200);
    return { page: page.body, orderId: submit.body.data.orderId, paymentUrl: submit.body.data.paymentUrl };
  }

  /** The text a person reads on the page: tags, the order id and the prefilled fields removed. */
  function readable(html: string, orderId: string): string {
    return html
      .replace(/<[^>]*>/g, ' ')
      .replaceAll(orderId, ' ')
      .replace(/&#\d+;/g, ' ');
  }

  it('shows an English order in English', async () => {
    const { page, paymentUrl, orderId } = await openCheckout('en', 'card');
    expect(paymentUrl).toBe(checkoutPageUrl(t, orderId));
    for (const text of ['Sandbox checkout', '>Pay<', '>Fail<', '>Cancel<', 'Bank card', 'lang="en"']) {
      expect(page).toContain(text);
    }
  });

  it('shows a Chinese order in Chinese, every text of it', async () => {
    const { page, orderId } = await openCheckout('zh_cn', 'alipay');
    for (const text of ['沙盒收银台', '>支付<', '>模拟失败<', '>取消<', '支付宝', 'lang="zh-CN"']) {
      expect(page).toContain(text);
    }
    // The order is paid: the page says so in Chinese too.
    expect((await deliverSandbox(t, orderId, 'paid')).statusCode).toBe(303);
    const settled = await t.app.inject({
      method: 'GET',
      url: `${checkoutPageUrl(t, orderId)}&languagecode=zh_cn`,
    });
    expect(settled.body).toContain('此订单已支付。');
    expect(englishWords(readable(page, orderId))).toEqual([]);
    expect(englishWords(readable(settled.body, orderId))).toEqual([]);
  });
});

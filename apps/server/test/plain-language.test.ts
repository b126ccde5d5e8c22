import {
  API_BASE,
  type ApiCall,
  ApiPath,
  AUTH_HEADER,
  type Envelope,
  type LanguageCode,
  MAX_ADDRESS_BOOK_SIZE,
  Retcode,
  retcodeCatalogue,
  sendMessagePayloadSchema,
  WEB_VERSION,
} from '@switchboard/protocol';
import type { InjectOptions } from 'fastify';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLabelled, UNLABELLED_FIELDS } from '../src/text/field-labels.ts';
import { render, say } from '../src/text/sentence.ts';
import { sentences } from '../src/text/sentences.ts';
import { get, post } from './helpers/api.ts';
import { smsPayload } from './helpers/chat.ts';
import {
  accountWithNumber,
  type NumberedAccount,
  registerAccount,
  type TestAccount,
} from './helpers/factories.ts';
import {
  allFieldNames,
  everyCall,
  fieldsOf,
  ID_PATH_CALLS,
  percent,
  randomObject,
  randomQueryString,
  schemasOf,
} from './helpers/fuzz.ts';
import { plainLanguageProblems } from './helpers/plain-language.ts';
import { intBetween, mulberry32 } from './helpers/prng.ts';
import { connectSocket, sendMessage } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const LANGUAGES: readonly LanguageCode[] = ['en', 'zh_cn'];
const PER_CALL = 40;
const OUTSIDE = '14155550123';
type Method = 'GET' | 'POST' | 'DELETE';

let user: NumberedAccount;
let burner: TestAccount;

const t = useTestApp({ overrides: { logLevel: 'silent' }, listen: true });
beforeAll(async () => {
  user = await accountWithNumber(t.app);
  burner = await registerAccount(t.app);
});

function methodsOf(call: ApiCall): Method[] {
  const url = `${API_BASE}${ApiPath[call]}${ID_PATH_CALLS.includes(call) ? '/:id' : ''}`;
  return (['GET', 'POST', 'DELETE'] as const).filter((method) => t.app.hasRoute({ method, url }));
}

/** A request with malformed fields (missing, wrong type, too long) in the given language. */
function malformed(
  call: ApiCall,
  method: Method,
  language: LanguageCode,
  random: () => number,
): InjectOptions {
  const fields = Object.assign({}, ...schemasOf(call));
  const pool = allFieldNames();
  const token = call === 'logout' || call === 'refreshToken' ? burner.token : user.token;
  const query = `t=${Date.now()}&webVersion=${WEB_VERSION}&languagecode=${language}&${randomQueryString(random, fields, pool)}`;
  const idSuffix = ID_PATH_CALLS.includes(call) ? `/${percent(String(intBetween(random, 0, 9)))}` : '';
  const options: InjectOptions = {
    method,
    url: `${API_BASE}${ApiPath[call]}${idSuffix}?${query}`,
    headers: { [AUTH_HEADER]: token },
  };
  if (method === 'GET') return options;
  return {
    ...options,
    headers: { ...options.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(randomObject(random, fields, pool)),
  };
}

/** One request per field of a call: that field alone missing, then too long, then of the wrong type. */
function perField(call: ApiCall, method: Method, language: LanguageCode): InjectOptions[] {
  const fields = Object.assign({}, ...schemasOf(call)) as Record<string, unknown>;
  const requests: InjectOptions[] = [];
  const token = call === 'logout' || call === 'refreshToken' ? burner.token : user.token;
  for (const field of Object.keys(fields)) {
    for (const value of [undefined, 'x'.repeat(5_000), 12345678, ['a'], '']) {
      const values: Record<string, unknown> = { platform: user.brand };
      for (const other of Object.keys(fields))
        if (other !== field && other !== 'platform') values[other] = '1';
      if (value !== undefined) values[field] = value;
      else delete values[field];
      const query = new URLSearchParams({ t: '1', webVersion: WEB_VERSION, languagecode: language });
      if (method !== 'POST')
        for (const [key, item] of Object.entries(values))
          query.set(key, JSON.stringify(item).replace(/^"|"$/g, ''));
      requests.push({
        method,
        url: `${API_BASE}${ApiPath[call]}?${query}`,
        headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: JSON.stringify(values) } : {}),
      });
    }
  }
  return requests;
}

describe('plain language: every refusal of every route reads as a sentence in its language', () => {
  for (const language of LANGUAGES) {
    it(`malformed requests of every HTTP route (${language})`, async () => {
      const problems: string[] = [];
      let refused = 0;
      for (const call of everyCall()) {
        if (call === 'logout' || call === 'refreshToken') continue;
        for (const method of methodsOf(call)) {
          const random = mulberry32(0x5eed ^ call.length ^ method.length);
          const requests = [
            ...Array.from({ length: PER_CALL }, () => malformed(call, method, language, random)),
            ...perField(call, method, language),
          ];
          const responses = await Promise.all(requests.map((request) => t.app.inject(request)));
          responses.forEach((response, i) => {
            if (response.statusCode < 400) return;
            refused++;
            const body = response.json<Envelope<unknown>>();
            for (const problem of plainLanguageProblems(body.retmsg, language))
              if (problems.length < 30)
                problems.push(
                  `${method} ${call}: ${problem}: "${body.retmsg}" (detail ${body.detail}) <- ${String(requests[i]?.payload ?? requests[i]?.url).slice(0, 160)}`,
                );
          });
        }
      }
      expect(problems).toEqual([]);
      expect(refused).toBeGreaterThan(everyCall().length);
    }, 120_000);
  }

  for (const language of LANGUAGES) {
    it(`malformed sendMessage payloads over the socket (${language})`, async () => {
      const socket: Socket = await connectSocket(t.baseUrl, { token: user.token });
      try {
        const valid = smsPayload(user, OUTSIDE, 'hello', { languagecode: language });
        const fields = Object.keys(fieldsOf(sendMessagePayloadSchema));
        const variants: unknown[] = [null, 42, 'text', [1, 2]];
        for (const field of new Set(fields)) {
          for (const value of [undefined, 'x'.repeat(5_000), 12345678, '', '1415555', {}])
            variants.push({ ...valid, [field]: value, languagecode: language });
        }
        variants.push({ ...valid, toNumber: valid.fromNumber });
        variants.push({ ...valid, toNumber: '1415555012' });
        variants.push({ ...valid, text: '   ' });
        variants.push({ ...valid, msgType: 'mms' });
        variants.push({ ...valid, platform: 'wephone' });
        const problems: string[] = [];
        for (const payload of variants) {
          const ack = await sendMessage(socket, payload);
          if (ack.status === Retcode.OK) continue;
          // Payloads that are not objects carry no languagecode and answer in English.
          const answered =
            typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? language : 'en';
          for (const problem of plainLanguageProblems(ack.retmsg, answered))
            problems.push(`${problem}: "${ack.retmsg}" <- ${JSON.stringify(payload).slice(0, 120)}`);
        }
        expect(problems).toEqual([]);
      } finally {
        socket.close();
      }
    }, 60_000);
  }
});

describe('the sentences people meet most, in both languages', () => {
  const cases = [
    [say('plusOneDigits'), 'Enter the 10 digits after +1.', '请输入 +1 后面的 10 位数字。'],
    [
      say('codeWait', { count: 60 }),
      'Wait 60 seconds before asking for another code.',
      '请等待 60 秒后再获取验证码。',
    ],
    [
      say('codeWait', { count: 1 }),
      'Wait 1 second before asking for another code.',
      '请等待 1 秒后再获取验证码。',
    ],
    [
      say('balanceNeeded', { amount: { amount: 29_900, brand: 'pingme' } }),
      'Your balance does not cover 2.99 Coins. Recharge and try again.',
      '余额不足 2.99 金币，请充值后重试。',
    ],
    [
      say('balanceNeeded', { amount: { amount: 29_900, brand: 'wephone' } }),
      'Your balance does not cover $2.99. Recharge and try again.',
      '余额不足 $2.99，请充值后重试。',
    ],
    [
      say('numberTaken', { number: '+17025550105' }),
      '+17025550105 was just taken or is no longer on offer. Choose another number.',
      '+17025550105 刚被占用或已不再提供，请选择其他号码。',
    ],
    [say('kycKind'), 'Choose a PNG or JPEG picture.', '请选择 PNG 或 JPEG 图片。'],
    [
      say('numberStillSubscribed', { number: '+17025550100' }),
      '+17025550100 is still subscribed; there is nothing to restore.',
      '+17025550100 仍在订阅中，无需恢复。',
    ],
    [
      say('inviteNoSuchCode'),
      'This invite code does not exist. Check it and try again.',
      '该邀请码不存在，请检查后重试。',
    ],
    [
      say('tooManySelected'),
      'You chose too many at once. Choose fewer and try again.',
      '一次选择的项目过多，请减少后重试。',
    ],
    [
      say('balanceOneCode'),
      'Your balance does not cover one code. Recharge and try again.',
      '余额不足以接收一个验证码，请充值后重试。',
    ],
    [say('sliderFirst'), 'Solve the slider first.', '请先完成滑块验证。'],
    [say('codeNumberOneTime'), 'A one-time number cannot be kept.', '一次性号码不能保留。'],
    [
      say('amountBetween', {
        min: { amount: 110_000, brand: 'pingme' },
        max: { amount: 2_000_000, brand: 'pingme' },
      }),
      'Enter an amount between 11.00 Coins and 200.00 Coins.',
      '请输入 11.00 金币 到 200.00 金币 之间的金额。',
    ],
    [
      say('mmsOnlyNorthAmerica'),
      'Pictures (MMS) can only be sent from US and Canadian numbers.',
      '只有美国和加拿大号码可以发送图片（彩信）。',
    ],
    [say('monthFormat'), 'Choose a month (YYYY-MM).', '请选择月份（YYYY-MM）。'],
    [say('codeWrong'), 'The code is wrong or has expired.', '验证码错误或已过期。'],
    [
      say('fieldTooLong', { label: { field: 'toNumber' }, count: 20 }),
      'The phone number can be at most 20 characters long.',
      '电话号码最多 20 个字符。',
    ],
  ] as const;
  it.each(cases)('%o', (sentence, en, zh) => {
    expect(render(sentence, 'en')).toBe(en);
    expect(render(sentence, 'zh-CN')).toBe(zh);
    expect(plainLanguageProblems(render(sentence, 'zh-CN'), 'zh_cn')).toEqual([]);
  });
});

describe('refusals over HTTP carry the sentence in retmsg and the developer detail apart', () => {
  it('a month in the wrong form asks for a month; the detail names the field', async () => {
    for (const [language, text] of [
      ['en', 'Choose a month (YYYY-MM).'],
      ['zh_cn', '请选择月份（YYYY-MM）。'],
    ] as const) {
      const result = await get(t.app, 'getDialogList', {
        token: user.token,
        language,
        query: { ownFullNumber: user.number, otherFullNumber: OUTSIDE, ym: '2026-13' },
      });
      expect(result.status).toBe(400);
      expect(result.body.retmsg).toBe(text);
      expect(result.body.detail).toContain('ym: ym must be YYYY-MM');
      // The field's name tells a client which control the sentence belongs next to.
      expect(result.body.field).toBe('ym');
    }
  });

  it('a count far below any sense is called wrong, never bounded by the machine’s smallest integer', async () => {
    const result = await get(t.app, 'getChatList', {
      token: user.token,
      query: { months: '-1e+308' },
    });
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.retmsg).not.toMatch(/\d{5}/);
    expect(result.body.retmsg.toLowerCase()).toContain('the number of months');
  });

  it('too many contact ids at once says to choose fewer', async () => {
    const result = await post(
      t.app,
      'delCloudAddressBook',
      // Longer than the ids of a whole address book can be.
      { platform: user.brand, ids: 'a,'.repeat(MAX_ADDRESS_BOOK_SIZE * 20 + 1) },
      { token: user.token, language: 'zh_cn' },
    );
    expect(result.body.retmsg).toBe('一次选择的项目过多，请减少后重试。');
    expect(result.body.detail).toMatch(/^ids: /);
    expect(result.body.field).toBe('ids');
  });

  it('a number in a sentence is written as people read it, in both languages', async () => {
    for (const [language, text] of [
      ['en', '+1 415 555 0123 is not one of your numbers.'],
      ['zh_cn', '+1 415 555 0123 不是您的号码。'],
    ] as const) {
      const result = await post(
        t.app,
        'unSubVirtualPhone',
        { platform: user.brand, telCode: '1', phone: OUTSIDE.slice(1) },
        { token: user.token, language },
      );
      expect(result.body.retmsg).toBe(text);
    }
  });

  it('a missing password asks for it by its label', async () => {
    const result = await post(
      t.app,
      'login',
      { platform: 'pingme', account: 'a@b.test' },
      { language: 'zh_cn' },
    );
    expect(result.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, retmsg: '请输入密码。' });
    expect(result.body.detail).toBe('password: is required');
    expect(result.body.field).toBe('password');
  });

  it('a +1 number without 10 digits after the 1 says what to enter', async () => {
    const socket = await connectSocket(t.baseUrl, { token: user.token });
    try {
      const en = await sendMessage(socket, smsPayload(user, '1415555012', 'hi'));
      expect(en.retmsg).toBe('Enter the 10 digits after +1.');
      // The developer detail travels apart, with the field the sentence belongs to.
      expect(en.detail).toMatch(/^toNumber: /);
      expect(en.field).toBe('toNumber');
      const zh = await sendMessage(socket, smsPayload(user, '1415555012', 'hi', { languagecode: 'zh_cn' }));
      expect(zh.retmsg).toBe('请输入 +1 后面的 10 位数字。');
    } finally {
      socket.close();
    }
  });
});

describe('the catalogues themselves read plainly', () => {
  it('every request field of the protocol has a label or is one nobody types', () => {
    const unclassified = allFieldNames().filter(
      (field) => !isLabelled(field) && !UNLABELLED_FIELDS.has(field),
    );
    expect(unclassified).toEqual([]);
  });

  it('every retcode text, in English and Chinese', () => {
    const problems = retcodeCatalogue.flatMap((info) => [
      ...plainLanguageProblems(info.message.en, 'en').map((p) => `${info.code} en ${p}: ${info.message.en}`),
      ...plainLanguageProblems(info.message['zh-CN'], 'zh_cn').map(
        (p) => `${info.code} zh ${p}: ${info.message['zh-CN']}`,
      ),
    ]);
    expect(problems).toEqual([]);
  });

  it('every sentence, in Chinese, with its placeholders filled', () => {
    const problems: string[] = [];
    for (const key of Object.keys(sentences) as (keyof typeof sentences)[]) {
      const text = render(
        say(key, {
          count: 3,
          label: { field: 'phone' },
          number: '+17025550100',
          size: '5 MB',
          prefixes: '+1',
          amount: { amount: 29_900, brand: 'pingme' },
          min: { amount: 110_000, brand: 'cloudnumber' },
          max: { amount: 2_000_000, brand: 'wephone' },
          // The number inventory's import sentences.
          ...{
            value: 'fax',
            countries: 'US/CA',
            country: 'US',
            code: '+1',
            type: 'mobile',
            expected: '212',
            line: 2,
          },
        }),
        'zh-CN',
      );
      for (const problem of plainLanguageProblems(text, 'zh_cn'))
        problems.push(`${key}: ${problem}: ${text}`);
      if (/\{\w+\}/.test(text)) problems.push(`${key}: unfilled placeholder: ${text}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('a wrong verification code', () => {
  it('says so in the reader’s language, not "wrong account or password"', async () => {
    for (const [language, text] of [
      ['en', 'The code is wrong or has expired.'],
      ['zh_cn', '验证码错误或已过期。'],
    ] as const) {
      const result = await post(
        t.app,
        'validateCode',
        { platform: user.brand, verifyid: '00000000-0000-4000-8000-000000000000', activationcode: '1234' },
        { token: user.token, language },
      );
      expect(result.body).toMatchObject({ retcode: Retcode.WRONG_CREDENTIALS, retmsg: text });
      expect(result.body.detail).toMatch(/^activationcode: /);
    }
  });
});

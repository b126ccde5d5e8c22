import {
  AUTH_HEADER,
  apiUrl,
  type CodeFeeData,
  CodeNumberType,
  type Envelope,
  type PhoneOption,
  Retcode,
  WEB_VERSION,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeUser, lock, poolOf } from './helpers/codes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  // AU gets a pool of exactly two numbers, so one held by a user shows in a visitor's count.
  await poolOf(t.app, 'AU', ['491570911', '491570912']);
});

/** A call from a page of a brand's address (the host names the brand), with or without a token. */
async function fromPage<T>(
  call: 'getVerificationCodePhoneListV2' | 'getCodeNumberFeeByAppV2',
  host: string,
  query: Record<string, string>,
  token?: string,
) {
  const response = await t.app.inject({
    method: 'GET',
    url: apiUrl(call),
    query: { t: String(Date.now()), webVersion: WEB_VERSION, languagecode: 'en', ...query },
    headers: { host, ...(token === undefined ? {} : { [AUTH_HEADER]: token }) },
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

describe('what a front-page visitor may browse', () => {
  it('answers the number options without a token: the two special ones, no own numbers', async () => {
    const user = await codeUser(t.app);
    expect((await lock(t.app, user, { app: 'whatsapp', code: 'AU' })).status).toBe(200);

    const visitor = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      query: { app: 'whatsapp', code: 'AU' },
    });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.list.map((o) => [o.numberType, o.phone, o.canGetNumber, o.available])).toEqual([
      [CodeNumberType.keepable, '', true, 1],
      [CodeNumberType.oneTime, '', true, 1],
    ]);

    // With a token the same call is the user's own: answered for its account as before.
    const own = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      token: user.token,
      query: { app: 'whatsapp', code: 'AU' },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.list[0]).toMatchObject({ numberType: CodeNumberType.keepable, available: 1 });
  });

  it("answers a visitor the fees of the page's brand", async () => {
    const cloud = await fromPage<CodeFeeData>('getCodeNumberFeeByAppV2', 'cloudnumber.localhost:3000', {
      app: 'telegram',
      code: 'US',
    });
    expect(cloud.status).toBe(200);
    expect(cloud.body.data).toEqual(feeFor('telegram', 'US', 'cloudnumber'));
    const jiema = await fromPage<CodeFeeData>('getCodeNumberFeeByAppV2', 'jiema.localhost:3000', {
      app: 'telegram',
      code: 'US',
    });
    expect(jiema.body.data).toEqual(feeFor('telegram', 'US', 'jiema'));
    expect(cloud.body.data.codeRate).not.toBe(jiema.body.data.codeRate);
  });

  it('still checks a token that comes: an unknown one or another brand is refused', async () => {
    const unknown = await get(t.app, 'getCodeNumberFeeByAppV2', {
      token: 'A'.repeat(43),
      query: { app: 'telegram', code: 'US' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.retcode).toBe(Retcode.TOKEN_INVALID);

    const user = await codeUser(t.app);
    const elsewhere = await fromPage(
      'getVerificationCodePhoneListV2',
      'jiema.localhost:3000',
      { app: 'telegram', code: 'US' },
      user.token,
    );
    expect(elsewhere.status).toBe(400);
  });

  it('answers a visitor 100001 for an unknown app, as anyone', async () => {
    const bad = await get(t.app, 'getVerificationCodePhoneListV2', { query: { app: 'nope', code: 'US' } });
    expect(bad.status).toBe(400);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
  });

  it('keeps locking a number for signed-in users only', async () => {
    const visitor = await get(t.app, 'lockVerificationCodePhone', {
      query: { app: 'telegram', code: 'US', numberType: '1', needLog: '1' },
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});

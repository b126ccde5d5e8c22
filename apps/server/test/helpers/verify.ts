import { randomInt } from 'node:crypto';
import {
  API_BASE,
  ApiPath,
  type Envelope,
  type OutboxMessage,
  SIMULATOR_OUTBOX_PATH,
  type VerifyIdData,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { type CallResult, get, post } from './api.ts';
import type { TestAccount } from './factories.ts';

/** The full paths a captcha pass can be for. */
export const NEXT_API = {
  sms: `${API_BASE}${ApiPath.getVerifyCode}`,
  email: `${API_BASE}${ApiPath.requestToVerifyEmail}`,
} as const;

/** An outside phone no test or inventory shares (German mobile shape). */
export function outsidePhone(): { telcode: string; phone: string } {
  return { telcode: '49', phone: `151${String(randomInt(10_000_000, 100_000_000))}` };
}

/** A fresh client captcha id. */
export function newCaptchaId(): string {
  return `cap${Math.random().toString(36).slice(2, 12)}`;
}

/** GET confirmCaptcha as the client sends it. */
export async function confirmCaptcha(
  app: FastifyInstance,
  query: { captchaId: string; inputCaptcha: string; nextApi?: string },
  ip?: string,
): Promise<CallResult<{ result: boolean }>> {
  return get(app, 'confirmCaptcha', { query, ...(ip === undefined ? {} : { ip }) });
}

/** Issues a captcha, answers it right through confirmCaptcha with nextApi, and returns its id (the pass). */
export async function captchaPass(app: FastifyInstance, nextApi: string): Promise<string> {
  const captchaId = newCaptchaId();
  const { answer } = await app.services.captcha.issue(captchaId);
  const confirmed = await confirmCaptcha(app, { captchaId, inputCaptcha: answer, nextApi });
  if (confirmed.body.data?.result !== true)
    throw new Error(`confirmCaptcha failed: ${JSON.stringify(confirmed.body)}`);
  return captchaId;
}

/** The outbox, newest first, read through its route. */
export async function readOutbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: SIMULATOR_OUTBOX_PATH });
  if (response.statusCode !== 200) throw new Error(`outbox: HTTP ${response.statusCode}`);
  return response.json<Envelope<OutboxMessage[]>>().data;
}

/** The code in the newest outbox message to `to`. */
export async function codeSentTo(app: FastifyInstance, to: string): Promise<string> {
  const message = (await readOutbox(app)).find((entry) => entry.to === to);
  const code = message?.text.match(/verification code is (\d+)\./)?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** GET getVerifyCode for an account. */
export function requestPhoneCode(
  app: FastifyInstance,
  account: TestAccount,
  query: { telcode: string; phone: string; captchaId?: string; sliderToken?: string },
  ip: string,
): Promise<CallResult<VerifyIdData>> {
  return get<VerifyIdData>(app, 'getVerifyCode', { token: account.token, ip, query });
}

/** POST requestToVerifyEmail for an account. */
export function requestEmailCode(
  app: FastifyInstance,
  account: TestAccount,
  body: { email: string; captchaId: string },
  ip: string,
): Promise<CallResult<VerifyIdData>> {
  return post<VerifyIdData>(
    app,
    'requestToVerifyEmail',
    { platform: account.brand, ...body },
    { token: account.token, ip },
  );
}

/** POST validateCode or validateCodeForEmail for an account. */
export function validate(
  app: FastifyInstance,
  account: TestAccount,
  channel: 'sms' | 'email',
  verifyid: string,
  activationcode: string,
): Promise<CallResult<{ verified: boolean }>> {
  const call = channel === 'sms' ? 'validateCode' : 'validateCodeForEmail';
  return post(app, call, { platform: account.brand, verifyid, activationcode }, { token: account.token });
}

/** Sends a code to a phone and validates it, for tests about what comes after. */
export async function verifyPhone(
  app: FastifyInstance,
  account: TestAccount,
  phone: { telcode: string; phone: string },
  ip: string,
): Promise<void> {
  const sent = await requestPhoneCode(app, account, phone, ip);
  if (sent.status !== 200) throw new Error(`getVerifyCode failed: ${JSON.stringify(sent.body)}`);
  const code = await codeSentTo(app, `${phone.telcode}${phone.phone}`);
  const checked = await validate(app, account, 'sms', sent.body.data.verifyid, code);
  if (checked.status !== 200) throw new Error(`validateCode failed: ${JSON.stringify(checked.body)}`);
}

/** Sends a code to an address (with a fresh captcha pass) and validates it. */
export async function verifyEmail(
  app: FastifyInstance,
  account: TestAccount,
  email: string,
  ip: string,
): Promise<void> {
  const captchaId = await captchaPass(app, NEXT_API.email);
  const sent = await requestEmailCode(app, account, { email, captchaId }, ip);
  if (sent.status !== 200) throw new Error(`requestToVerifyEmail failed: ${JSON.stringify(sent.body)}`);
  const code = await codeSentTo(app, email);
  const checked = await validate(app, account, 'email', sent.body.data.verifyid, code);
  if (checked.status !== 200) throw new Error(`validateCodeForEmail failed: ${JSON.stringify(checked.body)}`);
}

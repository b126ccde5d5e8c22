import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  type PaySubmitData,
  productId,
  Retcode,
  SANDBOX_PATHS,
  type SessionData,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandbox } from '../src/adapters/payments/sandbox.ts';
import { buildApp } from '../src/app.ts';
import { buildConfig, type Config } from '../src/config/index.ts';
import { get, post } from './helpers/api.ts';
import { listen } from './helpers/app.ts';
import { type TestAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { connectSocket } from './helpers/socket.ts';
import {
  codeSentTo,
  confirmCaptcha,
  NEXT_API,
  newCaptchaId,
  requestEmailCode,
  validate,
} from './helpers/verify.ts';

let app: FastifyInstance;
let config: Config;
let dataDir: string;
let logs = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-logs-'));
  // trace: the most a server can be told to log; nothing secret may appear even then.
  config = buildConfig({
    dataDir,
    webDistDir: path.join(dataDir, 'no-web-dist'),
    logLevel: 'trace',
    rateLimit: { authMax: 100_000, authWindowMs: 60_000 },
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logs += chunk.toString();
  });
  app = await buildApp(config, { logStream: stream });
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('secrets in logs', () => {
  it('no token, password, code, captcha answer or signature appears in the logs of a full session', async () => {
    const secrets = new Map<string, string>();
    const keep = (label: string, value: string) => secrets.set(`${label} ${secrets.size}`, value);
    const baseUrl = await listen(app);
    const email = uniqueEmail('logs');
    const password = `Pw-${randomBytes(8).toString('hex')}`;
    const wrong = `Wrong-${randomBytes(8).toString('hex')}`;
    keep('password', password);
    keep('wrong password', wrong);
    const ip = uniqueIp();

    const registered = await post<SessionData>(
      app,
      'register',
      { platform: 'wephone', email, password },
      { ip },
    );
    expect(registered.body.retcode).toBe(Retcode.OK);
    keep('register token', registered.body.data.token);
    const refused = await post(
      app,
      'login',
      { platform: 'wephone', account: email, password: wrong },
      { ip },
    );
    expect(refused.body.retcode).not.toBe(Retcode.OK);
    const login = await post<SessionData>(
      app,
      'login',
      { platform: 'wephone', account: email, password },
      { ip },
    );
    expect(login.body.retcode, faults()).toBe(Retcode.OK);
    const token = login.body.data.token;
    keep('login token', token);
    const refreshed = await get<{ token: string }>(app, 'refreshToken', { token });
    expect(refreshed.body.retcode).toBe(Retcode.OK);
    keep('refreshed token', refreshed.body.data.token);
    const account: TestAccount = {
      id: '',
      brand: 'wephone',
      email,
      password,
      token: refreshed.body.data.token,
    };

    // A socket of an older client, with its token in the query, over real HTTP.
    const socket = await connectSocket(baseUrl, { queryToken: account.token });
    socket.close();

    const captchaId = newCaptchaId();
    const { answer } = await app.services.captcha.issue(captchaId);
    keep('captcha pass', captchaId);
    keep('captcha answer', `inputCaptcha=${answer}`);
    const confirmed = await confirmCaptcha(app, { captchaId, inputCaptcha: answer, nextApi: NEXT_API.email });
    expect(confirmed.body.data?.result).toBe(true);
    const target = uniqueEmail('verify');
    const sent = await requestEmailCode(app, account, { email: target, captchaId }, ip);
    expect(sent.body.retcode).toBe(Retcode.OK);
    const code = await codeSentTo(app, target);
    keep('email code', code);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await validate(app, account, 'email', sent.body.data.verifyid, wrongCode);
    const checked = await validate(app, account, 'email', sent.body.data.verifyid, code);
    expect(checked.body.retcode).toBe(Retcode.OK);

    const order = await post<PaySubmitData>(
      app,
      'paySubmit',
      {
        platform: 'wephone',
        productid: productId('card', 'USD', 50),
        payment_method: 'card',
        return_url: 'http://localhost:3000/account',
        devicetype: 'web',
      },
      { token: account.token },
    );
    expect(order.body.retcode).toBe(Retcode.OK);
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      orderId: order.body.data.orderId,
      status: 'paid',
      amount: 500_000,
      currency: 'USD',
    });
    const signature = signSandbox(sandboxKey(config.appSecret), body);
    keep('webhook signature', signature.split(/[=,]/).filter((part) => part.length >= 32)[0] ?? signature);
    keep('app secret', config.appSecret);
    const hook = await app.inject({
      method: 'POST',
      url: SANDBOX_PATHS.webhook,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    const logout = await post(app, 'logout', { platform: 'wephone' }, { token: account.token });
    expect(logout.body.retcode).toBe(Retcode.OK);

    await new Promise((resolve) => setTimeout(resolve, 100));
    const found = [...secrets].filter(([, value]) => logs.includes(value)).map(([label]) => label);
    const lines = logs.split('\n').filter(Boolean).length;
    console.log(
      `battery-logs: ${lines} log lines at trace, ${secrets.size} secrets searched, found: ${found.length}`,
    );
    expect(lines).toBeGreaterThan(10);
    expect(found, leakContext(found, secrets)).toEqual([]);
  });
});

/** Error lines of the log, to explain an unexpected failure of a step. */
function faults(): string {
  return logs
    .split('\n')
    .filter((line) => line.includes('"level":50'))
    .join('\n');
}

/** The log lines holding each leaked secret, so a failure says where it leaked. */
function leakContext(found: string[], secrets: Map<string, string>): string {
  return found
    .map((label) => {
      const value = secrets.get(label) ?? '';
      const line = logs.split('\n').find((entry) => entry.includes(value)) ?? '';
      return `${label}: ${line.slice(0, 400)}`;
    })
    .join('\n');
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { CONSOLE_SETUP_TOKEN_PARAM, type ConsoleCallData, Retcode } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildConfig, type Config } from '../src/config/index.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../src/modules/operators/index.ts';
import { TotpSecretBox } from '../src/modules/operators/totp-secrets.ts';
import { hashToken } from '../src/modules/sessions/index.ts';
import { consoleCall, createOperator, signIn, type TestOperator, totpCode } from './helpers/console.ts';
import { uniqueEmail } from './helpers/factories.ts';

let app: FastifyInstance;
let config: Config;
let dataDir: string;
let logs = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-totp-secrets-'));
  config = buildConfig({ dataDir, webDistDir: path.join(dataDir, 'no-web-dist'), logLevel: 'info' });
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

const storedSecret = async (operatorId: string) =>
  (
    await app.db
      .selectFrom('operators')
      .select('totp_secret')
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow()
  ).totp_secret;
const setStoredSecret = (operatorId: string, value: string) =>
  app.db.updateTable('operators').set({ totp_secret: value }).where('id', '=', operatorId).execute();

/** Each test signs its own operator in once, so no code is used twice. */
const login = async (operator: TestOperator) =>
  consoleCall(app, 'consoleLogin', {
    body: { email: operator.email, password: operator.password, code: await totpCode(operator.secret!) },
  });

describe('the sealing of authenticator secrets', () => {
  it('opens what it sealed, with a fresh iv each time, and nothing sealed under another APP_SECRET', () => {
    const box = new TotpSecretBox('a'.repeat(40));
    const once = box.seal(DEMO_OPERATOR_TOTP_SECRET);
    const twice = box.seal(DEMO_OPERATOR_TOTP_SECRET);
    expect(once).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(once).not.toBe(twice);
    expect(once).not.toContain(DEMO_OPERATOR_TOTP_SECRET);
    expect(box.open(once)).toBe(DEMO_OPERATOR_TOTP_SECRET);
    // A plain secret of the time before sealing reads as itself.
    expect(box.open(DEMO_OPERATOR_TOTP_SECRET)).toBe(DEMO_OPERATOR_TOTP_SECRET);
    expect(() => new TotpSecretBox('b'.repeat(40)).open(once)).toThrow(/does not open/);
    const tampered = `${once.slice(0, -4)}AAA=`;
    expect(() => box.open(tampered)).toThrow(/does not open/);
  });
});

describe('authenticator secrets in the database', () => {
  it('are never stored plain: not in the setup link, not once set up', async () => {
    const admin = await signIn(app, await createOperator(app, 'admin'));
    const email = uniqueEmail('sealed');
    const created = await consoleCall<ConsoleCallData<'consoleOperatorCreate'>>(
      app,
      'consoleOperatorCreate',
      {
        token: admin.token,
        body: { email, role: 'reviewer' },
      },
    );
    const setupToken = new URL(created.body.data.setupUrl).searchParams.get(CONSOLE_SETUP_TOKEN_PARAM)!;
    const info = await consoleCall<ConsoleCallData<'consoleSetupInfo'>>(app, 'consoleSetupInfo', {
      query: { setupToken },
    });
    const { secret } = info.body.data;
    const link = await app.db
      .selectFrom('operator_setup_tokens')
      .select('totp_secret')
      .where('token_hash', '=', hashToken(setupToken))
      .executeTakeFirstOrThrow();
    expect(link.totp_secret.startsWith('v1:')).toBe(true);
    expect(link.totp_secret).not.toContain(secret);

    const done = await consoleCall<ConsoleCallData<'consoleSetup'>>(app, 'consoleSetup', {
      body: { setupToken, password: 'a long and private passphrase', code: await totpCode(secret) },
    });
    expect(done.status).toBe(200);
    const stored = await storedSecret(done.body.data.operator.id);
    expect(stored?.startsWith('v1:')).toBe(true);
    expect(stored).not.toContain(secret);
    // And it signs in with codes of that secret.
    const again = await consoleCall(app, 'consoleLogin', {
      body: { email, password: 'a long and private passphrase', code: await totpCode(secret, 1) },
    });
    expect(again.status).toBe(200);
  });

  it('seeded operators are stored sealed', async () => {
    const operator = await createOperator(app, 'finance');
    expect(await storedSecret(operator.id)).toMatch(/^v1:/);
  });

  it('a plain secret of older rows still signs in, and is stored sealed from that sign-in on', async () => {
    const operator = await createOperator(app, 'support');
    await setStoredSecret(operator.id, DEMO_OPERATOR_TOTP_SECRET);
    expect((await login(operator)).status).toBe(200);
    const stored = await storedSecret(operator.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(DEMO_OPERATOR_TOTP_SECRET);
  });

  it('the start-up step seals every plain secret, operators’ and setup links’, once', async () => {
    const operator = await createOperator(app, 'reviewer');
    await setStoredSecret(operator.id, DEMO_OPERATOR_TOTP_SECRET);
    const { setupUrl } = await app.services.operators.createAdmin(uniqueEmail('plain-link'));
    const tokenHash = hashToken(new URL(setupUrl).searchParams.get(CONSOLE_SETUP_TOKEN_PARAM)!);
    await app.db
      .updateTable('operator_setup_tokens')
      .set({ totp_secret: DEMO_OPERATOR_TOTP_SECRET })
      .where('token_hash', '=', tokenHash)
      .execute();

    expect(await app.services.operators.sealStoredSecrets()).toEqual({ operators: 1, links: 1 });
    expect(await app.services.operators.sealStoredSecrets()).toEqual({ operators: 0, links: 0 });
    expect(await storedSecret(operator.id)).toMatch(/^v1:/);
    expect((await login(operator)).status).toBe(200);
    const info = await consoleCall<ConsoleCallData<'consoleSetupInfo'>>(app, 'consoleSetupInfo', {
      query: { setupToken: new URL(setupUrl).searchParams.get(CONSOLE_SETUP_TOKEN_PARAM)! },
    });
    expect(info.body.data.secret).toBe(DEMO_OPERATOR_TOTP_SECRET);
  });

  it('a node starting on the database seals what it finds plain', async () => {
    const operator = await createOperator(app, 'support');
    await setStoredSecret(operator.id, DEMO_OPERATOR_TOTP_SECRET);
    const another = await buildApp(config);
    await another.close();
    expect(await storedSecret(operator.id)).toMatch(/^v1:/);
    expect((await login(operator)).status).toBe(200);
  });

  it('sealed under another APP_SECRET, refuses the sign-in with a log line, never a fault', async () => {
    const operator = await createOperator(app, 'admin');
    await setStoredSecret(
      operator.id,
      new TotpSecretBox('another app secret, at least 32 chars').seal(DEMO_OPERATOR_TOTP_SECRET),
    );
    const refused = await login(operator);
    expect([refused.status, refused.body.retcode]).toEqual([401, Retcode.CONSOLE_SIGN_IN_FAILED]);
    expect(refused.body.retmsg).toBe('The email, password or code is not right.');
    expect(logs).toContain('does not open with this APP_SECRET');
    expect(logs).not.toContain(DEMO_OPERATOR_TOTP_SECRET);
  });
});

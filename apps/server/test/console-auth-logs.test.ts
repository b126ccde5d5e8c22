import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  CONSOLE_SETUP_TOKEN_PARAM,
  type ConsoleCallData,
  type ConsoleSessionData,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildConfig } from '../src/config/index.ts';
import { consoleCall, createOperator, signIn, totpCode } from './helpers/console.ts';
import { uniqueEmail } from './helpers/factories.ts';

let app: FastifyInstance;
let dataDir: string;
let logs = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-console-logs-'));
  // trace: the most a server can be told to log; no console credential may appear even then.
  const config = buildConfig({ dataDir, webDistDir: path.join(dataDir, 'no-web-dist'), logLevel: 'trace' });
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

it('no operator password, code, session token, setup token or authenticator secret reaches the logs', async () => {
  const admin = await createOperator(app, 'admin');
  const code = await totpCode(admin.secret!);
  const { token } = await signIn(app, admin);
  await consoleCall(app, 'consoleMe', { token });

  const created = await consoleCall<ConsoleCallData<'consoleOperatorCreate'>>(app, 'consoleOperatorCreate', {
    token,
    body: { email: uniqueEmail('logged'), role: 'support' },
  });
  const setupToken = new URL(created.body.data.setupUrl).searchParams.get(CONSOLE_SETUP_TOKEN_PARAM)!;
  const info = await consoleCall<ConsoleCallData<'consoleSetupInfo'>>(app, 'consoleSetupInfo', {
    query: { setupToken },
  });
  const password = 'a password only its owner knows';
  const setupCode = await totpCode(info.body.data.secret);
  const setup = await consoleCall<ConsoleSessionData>(app, 'consoleSetup', {
    body: { setupToken, password, code: setupCode },
  });
  expect(setup.status).toBe(200);
  await consoleCall(app, 'consoleLogout', { token: setup.body.data.token });

  expect(logs).toContain('/console/api/setup');
  const secrets = {
    password: admin.password,
    code,
    token,
    setupToken,
    secret: info.body.data.secret,
    newPassword: password,
    setupCode,
    newToken: setup.body.data.token,
  };
  for (const [label, value] of Object.entries(secrets)) expect(logs.includes(value), label).toBe(false);
});

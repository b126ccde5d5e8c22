import {
  CONSOLE_PATH,
  CONSOLE_SETUP_PAGE_PATH,
  type ConsoleCallData,
  HEALTH_PATH,
  Retcode,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.ts';
import { consoleOrigin } from '../src/modules/operators/setup-links.ts';
import { isConsoleHost } from '../src/plugins/console-host.ts';
import { consoleCall, createOperator, signIn, type TestOperator, totpCode } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const CONSOLE_HOST = 'console.example.test';
const BRAND_HOST = 'pingme.example.test';

describe('the console on one configured host (CONSOLE_HOST)', () => {
  const t = useTestApp({ overrides: { consoleHost: CONSOLE_HOST } });
  const page = (host: string, url = `${CONSOLE_PATH}/users`) =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('answers its calls on that host only; elsewhere they do not exist', async () => {
    const elsewhere = await consoleCall(t.app, 'consoleMe', { headers: { host: BRAND_HOST } });
    expect([elsewhere.status, elsewhere.body.retcode]).toEqual([404, Retcode.NOT_FOUND]);
    const here = await consoleCall(t.app, 'consoleMe', { headers: { host: CONSOLE_HOST } });
    expect([here.status, here.body.retcode]).toEqual([401, Retcode.CONSOLE_NOT_SIGNED_IN]);
    // Without a port in CONSOLE_HOST, any port of that host (a proxy may pass one on).
    const withPort = await consoleCall(t.app, 'consoleMe', { headers: { host: `${CONSOLE_HOST}:8443` } });
    expect(withPort.body.retcode).toBe(Retcode.CONSOLE_NOT_SIGNED_IN);
  });

  it('signs in on that host, and a session works nowhere else', async () => {
    const operator = await createOperator(t.app, 'support');
    const elsewhere = await consoleCall(t.app, 'consoleLogin', {
      headers: { host: BRAND_HOST },
      body: { email: operator.email, password: operator.password },
    });
    expect(elsewhere.status).toBe(404);
    // The helper's sign-in sends no host: inject's default is localhost, not the console's.
    const { token } = await signInOn(CONSOLE_HOST, operator);
    expect((await consoleCall(t.app, 'consoleMe', { token, headers: { host: CONSOLE_HOST } })).status).toBe(
      200,
    );
    expect((await consoleCall(t.app, 'consoleMe', { token, headers: { host: BRAND_HOST } })).status).toBe(
      404,
    );
  });

  it('serves its pages on that host only', async () => {
    expect((await page(CONSOLE_HOST)).statusCode).toBe(200);
    const elsewhere = await page(BRAND_HOST);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ retcode: Retcode.NOT_FOUND });
    // The brand's own site is untouched.
    const health = await t.app.inject({ method: 'GET', url: HEALTH_PATH, headers: { host: BRAND_HOST } });
    expect(health.statusCode).toBe(200);
  });

  it('points setup links to that host, from the console and from the command line', async () => {
    const admin = await signInOn(CONSOLE_HOST, await createOperator(t.app, 'admin'));
    const created = await consoleCall<ConsoleCallData<'consoleOperatorCreate'>>(
      t.app,
      'consoleOperatorCreate',
      {
        token: admin.token,
        headers: { host: CONSOLE_HOST },
        body: { email: 'hosted@example.test', role: 'reviewer' },
      },
    );
    expect(created.body.data.setupUrl.startsWith(`http://${CONSOLE_HOST}${CONSOLE_SETUP_PAGE_PATH}?`)).toBe(
      true,
    );
    const { setupUrl } = await t.app.services.operators.createAdmin('first-hosted@example.test');
    expect(new URL(setupUrl).host).toBe(CONSOLE_HOST);
  });

  async function signInOn(host: string, operator: TestOperator) {
    const answer = await consoleCall<ConsoleCallData<'consoleLogin'>>(t.app, 'consoleLogin', {
      headers: { host },
      body: { email: operator.email, password: operator.password, code: await totpCode(operator.secret!) },
    });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }
});

describe('without CONSOLE_HOST', () => {
  const t = useTestApp();

  it('the console answers on every host', async () => {
    for (const host of [BRAND_HOST, CONSOLE_HOST, 'localhost:3000']) {
      const answer = await consoleCall(t.app, 'consoleMe', { headers: { host } });
      expect(answer.body.retcode, host).toBe(Retcode.CONSOLE_NOT_SIGNED_IN);
    }
    const operator = await createOperator(t.app, 'finance');
    expect((await signIn(t.app, operator)).token).toBeTruthy();
  });
});

describe('CONSOLE_HOST as configured', () => {
  it('is read lower-case, and refused when it is not a host', () => {
    // A secret of its own, so no development secret file is written.
    const env = { NODE_ENV: 'test', APP_SECRET: 's'.repeat(32) } as const;
    expect(loadConfig({ ...env, CONSOLE_HOST: 'Console.Example.TEST:8443' }).consoleHost).toBe(
      'console.example.test:8443',
    );
    expect(loadConfig(env).consoleHost).toBeUndefined();
    expect(loadConfig({ ...env, CONSOLE_HOST: '' }).consoleHost).toBeUndefined();
    expect(() => loadConfig({ ...env, CONSOLE_HOST: 'https://console.example.test/' })).toThrow(ConfigError);
  });

  it('matches a Host header exactly with a port, on any port without one', () => {
    expect(isConsoleHost('Console.Example.Test', CONSOLE_HOST)).toBe(true);
    expect(isConsoleHost(`${CONSOLE_HOST}:443`, CONSOLE_HOST)).toBe(true);
    expect(isConsoleHost(`evil.${CONSOLE_HOST}`, CONSOLE_HOST)).toBe(false);
    expect(isConsoleHost(undefined, CONSOLE_HOST)).toBe(false);
    expect(isConsoleHost(`${CONSOLE_HOST}:8443`, `${CONSOLE_HOST}:8443`)).toBe(true);
    expect(isConsoleHost(`${CONSOLE_HOST}:8080`, `${CONSOLE_HOST}:8443`)).toBe(false);
    expect(isConsoleHost(CONSOLE_HOST, `${CONSOLE_HOST}:8443`)).toBe(false);
  });

  it('gives setup links its host, with PUBLIC_URL’s scheme or https in production', () => {
    const base = { port: 3000, consoleHost: CONSOLE_HOST } as const;
    expect(consoleOrigin({ ...base, env: 'production', publicUrl: 'https://example.test' })).toBe(
      `https://${CONSOLE_HOST}`,
    );
    expect(consoleOrigin({ ...base, env: 'production', publicUrl: undefined })).toBe(
      `https://${CONSOLE_HOST}`,
    );
    expect(consoleOrigin({ ...base, env: 'development', publicUrl: undefined })).toBe(
      `http://${CONSOLE_HOST}`,
    );
    expect(
      consoleOrigin({
        ...base,
        env: 'production',
        consoleHost: undefined,
        publicUrl: 'https://example.test',
      }),
    ).toBe('https://example.test');
  });
});

import {
  CONSOLE_API_BASE,
  type ConsoleCall,
  type ConsoleCallSpec,
  consoleCalls,
  consolePermissions,
  operatorRoles,
  Retcode,
  ROLE_PERMISSIONS,
  roleMay,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

const calls = Object.entries(consoleCalls) as [ConsoleCall, ConsoleCallSpec][];
const routeOf = (call: ConsoleCallSpec) => ({
  method: call.method,
  url: `${CONSOLE_API_BASE}${call.path}${call.pathId ? '/:id' : ''}`,
});

/** Every route of the app as method and URL, read from Fastify's route tree. */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (match === null) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

describe('the role matrix of the contract', () => {
  it('is the plan’s: admin everything; deleting users and managing operators for admins only', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...consolePermissions].sort());
    expect(ROLE_PERMISSIONS.reviewer).toEqual([
      'reviews.read',
      'reviews.decide',
      'identity.images',
      'audit.read',
    ]);
    // The first slice's permissions of support and finance; each later area checks its own below.
    expect(ROLE_PERMISSIONS.support).toEqual(
      expect.arrayContaining(['users.read', 'users.suspend', 'users.signOut', 'audit.read']),
    );
    expect(ROLE_PERMISSIONS.finance).toEqual(
      expect.arrayContaining(['users.read', 'balance.adjust', 'audit.read']),
    );
    // Money: admin, finance and support read payments; admin and finance refund.
    expect(operatorRoles.filter((role) => roleMay(role, 'payments.read'))).toEqual([
      'admin',
      'support',
      'finance',
    ]);
    expect(operatorRoles.filter((role) => roleMay(role, 'payments.refund'))).toEqual(['admin', 'finance']);
    // Operations: admin and support read the state of the service.
    expect(operatorRoles.filter((role) => roleMay(role, 'operations.read'))).toEqual(['admin', 'support']);
    for (const role of operatorRoles.filter((r) => r !== 'admin')) {
      expect(roleMay(role, 'users.delete')).toBe(false);
      expect(roleMay(role, 'operators.manage')).toBe(false);
    }
  });

  it('names a permission for every operator call but signing out and reading oneself', () => {
    const open = calls.filter(([, call]) => call.auth === 'operator' && call.permission === undefined);
    expect(open.map(([name]) => name).sort()).toEqual(['consoleLogout', 'consoleMe']);
  });
});

describe(`every console call is refused to whoever may not make it (${engine})`, () => {
  const tokens = {} as Record<(typeof operatorRoles)[number], string>;
  let userToken = '';
  beforeAll(async () => {
    for (const role of operatorRoles) tokens[role] = await operatorToken(t.app, role);
    userToken = (await registerAccount(t.app)).token;
  });

  it('every console route the app registers is a call of the table', () => {
    const inTable = new Set(calls.map(([, call]) => JSON.stringify(routeOf(call))));
    const consoleRoutes = registeredRoutes(t.app).filter(
      (route) => route.url.startsWith(`${CONSOLE_API_BASE}/`) && route.method !== 'HEAD',
    );
    // The tree is read right: every call of the table Fastify knows is among the routes read from it.
    const known = calls.map(([, call]) => routeOf(call)).filter((route) => t.app.hasRoute(route));
    expect(consoleRoutes).toEqual(expect.arrayContaining(known));
    expect(consoleRoutes.filter((route) => !inTable.has(JSON.stringify(route)))).toEqual([]);
  });

  it('at least the sign-in, setup, operator and audit calls are registered', () => {
    const registered = calls.filter(([, call]) => t.app.hasRoute(routeOf(call))).map(([name]) => name);
    expect(registered).toEqual(
      expect.arrayContaining([
        'consoleLogin',
        'consoleLogout',
        'consoleMe',
        'consoleSetupInfo',
        'consoleSetup',
        'consoleAudit',
        'consoleOperators',
        'consoleOperatorCreate',
      ]),
    );
  });

  const operatorCalls = calls.filter(([, call]) => call.auth === 'operator');
  for (const [name, call] of operatorCalls) {
    it(`${name}: no token, a brand user's token, and every role without ${call.permission ?? 'a permission'}`, async (context) => {
      if (!t.app.hasRoute(routeOf(call))) context.skip(`${name} is not registered yet`);

      const none = await consoleCall(t.app, name);
      expect([none.status, none.body.retcode]).toEqual([401, Retcode.CONSOLE_NOT_SIGNED_IN]);
      const asUser = await consoleCall(t.app, name, { headers: { 'x-auth-token': userToken } });
      expect([asUser.status, asUser.body.retcode]).toEqual([401, Retcode.CONSOLE_NOT_SIGNED_IN]);
      const userAsOperator = await consoleCall(t.app, name, { token: userToken });
      expect([userAsOperator.status, userAsOperator.body.retcode]).toEqual([
        401,
        Retcode.CONSOLE_SESSION_EXPIRED,
      ]);

      for (const role of operatorRoles) {
        // Calls without a body are made with none: a permitted role gets past the check and no further.
        // Signing out ends the session it is made with, so it gets a session of its own.
        const token = name === 'consoleLogout' ? await operatorToken(t.app, role) : tokens[role];
        const answer = await consoleCall(t.app, name, { token });
        const permitted = call.permission === undefined || roleMay(role, call.permission);
        if (permitted) {
          expect(answer.body.retcode, `${name} as ${role}`).not.toBe(Retcode.CONSOLE_NOT_PERMITTED);
          expect(answer.status, `${name} as ${role}`).not.toBe(401);
        } else {
          expect([answer.status, answer.body.retcode], `${name} as ${role}`).toEqual([
            403,
            Retcode.CONSOLE_NOT_PERMITTED,
          ]);
        }
      }
    });
  }
});

import { brandIds, type SessionData } from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_ACCOUNTS, DEMO_BALANCE, DEMO_PASSWORD } from '../src/modules/demo/demo.service.ts';
import { get, post } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('seeds alice and bob on every brand with a balance from the ledger', async () => {
    for (const brand of brandIds) {
      for (const email of DEMO_ACCOUNTS) {
        const login = await post<SessionData>(t.app, 'login', {
          platform: brand,
          account: email,
          password: DEMO_PASSWORD,
        });
        expect(login.status).toBe(200);
        const balance = await get<{ balance: number }>(t.app, 'queryBalance', {
          token: login.body.data.token,
        });
        expect(balance.body.data.balance).toBe(DEMO_BALANCE);
        const row = await t.app.services.accounts.findByLogin(brand, { account: email });
        expect(await t.app.ledger.ledgerTotal(row!.id)).toBe(DEMO_BALANCE);
      }
    }
  });

  it('is idempotent: starting again on the same database changes nothing', async () => {
    const again = await buildApp(t.config);
    try {
      const accounts = await again.db.selectFrom('accounts').select('id').execute();
      expect(accounts).toHaveLength(brandIds.length * DEMO_ACCOUNTS.length);
      const seeds = await again.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('kind', '=', 'seed')
        .execute();
      expect(seeds).toHaveLength(brandIds.length * DEMO_ACCOUNTS.length);
    } finally {
      await again.close();
    }
  });
});

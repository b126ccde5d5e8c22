import { brandIds, type SessionData, type VirtualPhoneListData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoStartingBalance } from '../src/modules/demo/demo.service.ts';
import { get, post } from './helpers/api.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ overrides: { seedDemo: true } });

describe('demo data', () => {
  it('seeds the demo accounts on every brand, alice and bob with a balance from the ledger, carol with none', async () => {
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
        expect(balance.body.data.balance).toBe(demoStartingBalance(brand, email));
        expect(demoStartingBalance(brand, email) > 0).toBe(email !== 'carol@demo.test');
        const row = await t.app.services.accounts.findByLogin(brand, { account: email });
        expect(await t.app.ledger.ledgerTotal(row!.id)).toBe(demoStartingBalance(brand, email));
      }
    }
  });

  it('gives cloudnumber accounts Chinese cloud numbers on its cloud plan, priced in cloud coins', async () => {
    for (const brand of ['cloudnumber', 'wetalk'] as const) {
      const login = await post<SessionData>(t.app, 'login', {
        platform: brand,
        account: 'alice@demo.test',
        password: DEMO_PASSWORD,
      });
      const list = await get<VirtualPhoneListData>(t.app, 'getVirtualPhoneList', {
        token: login.body.data.token,
      });
      const [number] = list.body.data.virtualPhones;
      if (brand === 'cloudnumber') {
        expect(number).toMatchObject({ telCode: '86', country: 'CN', planId: '9001', monthRent: 490_000 });
        expect(number?.subscription).toMatchObject({ planName: 'Cloud Number', planRentPeriod: 1 });
        // The cloud coins it starts with cover the first renewals of 49.
        expect(demoStartingBalance(brand, 'alice@demo.test')).toBeGreaterThan(2 * 490_000);
      } else {
        expect(number).toMatchObject({ telCode: '1', country: 'US', tollFree: false });
        expect(number?.planId.startsWith('1')).toBe(true);
      }
      expect(Date.parse(number?.paymentDate ?? '')).toBeGreaterThan(Date.now());
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
      const funded = DEMO_ACCOUNTS.filter((email) => demoStartingBalance('pingme', email) > 0);
      expect(seeds).toHaveLength(brandIds.length * funded.length);
      const owned = await again.db
        .selectFrom('phone_numbers')
        .select('id')
        .where('account_id', 'is not', null)
        .execute();
      expect(owned).toHaveLength(brandIds.length * DEMO_ACCOUNTS.length);
    } finally {
      await again.close();
    }
  });
});

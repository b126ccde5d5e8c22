import { Retcode } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerAccount, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { outsidePhone, requestPhoneCode } from './helpers/verify.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the server reads forward. */
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('hourly caps on texted codes', () => {
  it('defaults to five per number and ten per account', () => {
    expect(t.config.verification.maxSmsPerNumberPerHour).toBe(5);
    expect(t.config.verification.maxSmsPerAccountPerHour).toBe(10);
    expect(t.config.verification.maxSmsPerPrefixPerHour).toBe(20);
  });

  it('texts one number at most five codes an hour, whoever asks', async () => {
    const phone = outsidePhone();
    for (let i = 0; i < 5; i += 1) {
      const sent = await requestPhoneCode(t.app, await registerAccount(t.app), phone, uniqueIp());
      expect(sent.body.retcode).toBe(Retcode.OK);
      // Past the resend gap of one number.
      advance(61_000);
    }
    const sixth = await requestPhoneCode(t.app, await registerAccount(t.app), phone, uniqueIp());
    expect(sixth.status).toBe(429);
    expect(sixth.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    expect(sixth.body.retmsg).toBe(
      'Too many codes were texted to this number in the last hour. Try again later.',
    );
    advance(3_600_000);
    const later = await requestPhoneCode(t.app, await registerAccount(t.app), phone, uniqueIp());
    expect(later.body.retcode).toBe(Retcode.OK);
  });

  it('lets one account ask for at most ten texted codes an hour', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 10; i += 1) {
      const sent = await requestPhoneCode(t.app, account, outsidePhone(), uniqueIp());
      expect(sent.body.retcode).toBe(Retcode.OK);
    }
    const eleventh = await requestPhoneCode(t.app, account, outsidePhone(), uniqueIp());
    expect(eleventh.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    expect(eleventh.body.retmsg).toBe(
      'You asked for too many codes by text in the last hour. Try again later.',
    );
    // Someone else is not held back by it.
    const other = await requestPhoneCode(t.app, await registerAccount(t.app), outsidePhone(), uniqueIp());
    expect(other.body.retcode).toBe(Retcode.OK);
  });

  it('texts the numbers of one thousand-block at most twenty codes an hour, each number once', async () => {
    // SMS pumping walks through a range: each number stays under its own cap, the block does not.
    const block = `151${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    for (let i = 0; i < 20; i += 1) {
      const phone = { telcode: '49', phone: `${block}${String(i).padStart(3, '0')}` };
      const sent = await requestPhoneCode(t.app, await registerAccount(t.app), phone, uniqueIp());
      expect(sent.body.retcode).toBe(Retcode.OK);
    }
    const next = { telcode: '49', phone: `${block}500` };
    const refused = await requestPhoneCode(t.app, await registerAccount(t.app), next, uniqueIp());
    expect(refused.status).toBe(429);
    expect(refused.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    expect(refused.body.retmsg).toBe(
      'Too many codes were texted to numbers like this one in the last hour. Try again later.',
    );
    // A number of another block is not held back by it, and the block opens again after the hour.
    const elsewhere = await requestPhoneCode(t.app, await registerAccount(t.app), outsidePhone(), uniqueIp());
    expect(elsewhere.body.retcode).toBe(Retcode.OK);
    advance(3_600_000);
    const later = await requestPhoneCode(t.app, await registerAccount(t.app), next, uniqueIp());
    expect(later.body.retcode).toBe(Retcode.OK);
  });
});

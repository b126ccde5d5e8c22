import { Retcode, VERIFY_CODE_MAX_TRIES } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { CodeStore } from '../src/modules/contact-verification/code-store.ts';
import { post } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { codeSentTo, outsidePhone, requestPhoneCode, validate } from './helpers/verify.ts';

const t = useTestApp();

const CAPTCHA_AFTER = 3;
const LOCK_AFTER = 20;

function login(
  brand: string,
  account: string,
  password: string,
  ip: string,
  extra: Record<string, string> = {},
) {
  return post(t.app, 'login', { platform: brand, account, password, ...extra }, { ip });
}

async function withCaptcha(): Promise<{ captchaId: string; inputCaptcha: string }> {
  const captchaId = `cap${Math.random().toString(36).slice(2, 12)}`;
  const { answer } = await t.app.services.captcha.issue(captchaId);
  return { captchaId, inputCaptcha: answer };
}

/** Status, retcode and message: everything a caller can tell two answers apart by. */
function shape(result: { status: number; body: { retcode: number; retmsg: string; data: unknown } }) {
  return {
    status: result.status,
    retcode: result.body.retcode,
    retmsg: result.body.retmsg,
    data: result.body.data,
  };
}

describe('battery: login brute force', () => {
  it('answers a wrong password and an unknown account alike at every stage, up to the lock', async () => {
    const known = await registerAccount(t.app);
    const unknown = uniqueEmail('nobody');
    const attempt = async (account: string, stage: 'plain' | 'captcha') =>
      shape(
        await login(
          known.brand,
          account,
          'wrong password!',
          uniqueIp(),
          stage === 'captcha' ? await withCaptcha() : {},
        ),
      );
    const stages: string[] = [];
    for (let i = 0; i < CAPTCHA_AFTER; i++) {
      expect(await attempt(unknown, 'plain')).toEqual(await attempt(known.email, 'plain'));
    }
    // Both now need a captcha, and say so the same way.
    const needKnown = await attempt(known.email, 'plain');
    expect(needKnown.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
    expect(await attempt(unknown, 'plain')).toEqual(needKnown);
    stages.push(`captcha required after ${CAPTCHA_AFTER}`);
    for (let i = CAPTCHA_AFTER; i <= LOCK_AFTER; i++) {
      const a = await attempt(known.email, 'captcha');
      expect(a.retcode).toBe(Retcode.WRONG_CREDENTIALS);
      expect(await attempt(unknown, 'captcha')).toEqual(a);
    }
    const lockedKnown = shape(
      await login(known.brand, known.email, known.password, uniqueIp(), await withCaptcha()),
    );
    expect(lockedKnown.status).toBe(429);
    expect(lockedKnown.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    expect(await attempt(unknown, 'captcha')).toEqual(lockedKnown);
    stages.push(`429 lock after ${LOCK_AFTER + 1} (right password refused too)`);
    console.log(
      `bruteforce: known vs unknown account answered alike on ${2 * (LOCK_AFTER + 3)} logins; ${stages.join(', ')}; preLogin reveals 'registered' by design (protocol preLoginDataSchema), so only login is compared`,
    );
  });

  it('does not let a burst of concurrent guesses past the captcha or the lock', async () => {
    const victim = await registerAccount(t.app);
    const burst = 60;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        login(victim.brand, victim.email, `guess-${i}-password`, uniqueIp()),
      ),
    );
    const checked = results.filter((r) => r.body.retcode === Retcode.WRONG_CREDENTIALS).length;
    const refused = results.filter((r) => r.body.retcode === Retcode.CAPTCHA_REQUIRED).length;
    const tally = (list: typeof results) =>
      [...new Set(list.map((r) => `${r.status}/${r.body.retcode}`))].join(' ');
    // With a captcha for each guess, a burst still stops at the lock.
    const captchaBurst = await Promise.all(
      Array.from({ length: burst }, async (_, i) =>
        login(victim.brand, victim.email, `captcha-guess-${i}`, uniqueIp(), await withCaptcha()),
      ),
    );
    const checkedWithCaptcha = captchaBurst.filter(
      (r) => r.body.retcode === Retcode.WRONG_CREDENTIALS,
    ).length;
    const locked = captchaBurst.filter((r) => r.status === 429).length;
    console.log(
      `bruteforce: ${burst} concurrent guesses without captcha: ${checked} password checks, ${refused} captcha-required; ${burst} with captcha: ${checkedWithCaptcha} checked, ${locked} locked (429); answers ${tally(results)} | ${tally(captchaBurst)}`,
    );
    // A burst may also lock itself out (each in-flight guess counts against the others), never more.
    const answered = new Set<number>([
      Retcode.WRONG_CREDENTIALS,
      Retcode.CAPTCHA_REQUIRED,
      Retcode.TOO_MANY_REQUESTS,
    ]);
    expect([...results, ...captchaBurst].every((r) => answered.has(r.body.retcode))).toBe(true);
    expect(checked).toBeLessThanOrEqual(CAPTCHA_AFTER);
    expect(checked + checkedWithCaptcha).toBeLessThanOrEqual(LOCK_AFTER + 1);
    // Exactly the password checks stay recorded as failures; refused attempts are withdrawn.
    const recorded = await t.app.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_key', '=', victim.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(checked + checkedWithCaptcha);
  });
});

describe('battery: verification-code brute force', () => {
  async function sentCode(account: TestAccount) {
    const phone = outsidePhone();
    const sent = await requestPhoneCode(t.app, account, phone, uniqueIp());
    expect(sent.status).toBe(200);
    const code = await codeSentTo(t.app, `${phone.telcode}${phone.phone}`);
    return { verifyid: sent.body.data.verifyid, code };
  }

  const wrong = (code: string, n: number) => {
    const guess = String(n).padStart(code.length, '0');
    return guess === code ? String((n + 1) % 10 ** code.length).padStart(code.length, '0') : guess;
  };

  it(`blocks a code after ${VERIFY_CODE_MAX_TRIES} wrong tries, sequential and in a concurrent burst`, async () => {
    const account = await registerAccount(t.app);
    const first = await sentCode(account);
    const answers: number[] = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        (await validate(t.app, account, 'sms', first.verifyid, wrong(first.code, i))).body.retcode,
      );
    const sequentialChecked = answers.filter((r) => r === Retcode.WRONG_CREDENTIALS).length;
    expect(sequentialChecked).toBe(VERIFY_CODE_MAX_TRIES);
    expect(answers.slice(VERIFY_CODE_MAX_TRIES).every((r) => r === Retcode.VERIFY_CODE_TOO_MANY_TRIES)).toBe(
      true,
    );
    expect((await validate(t.app, account, 'sms', first.verifyid, first.code)).body.retcode).toBe(
      Retcode.VERIFY_CODE_TOO_MANY_TRIES,
    );

    // 200 distinct guesses at once, the right code among them: at most 5 are ever compared.
    const second = await sentCode(account);
    const guesses = Array.from({ length: 200 }, (_, i) => wrong(second.code, i * 37));
    guesses.splice(150, 0, second.code);
    const burst = await Promise.all(
      guesses.map((guess) => validate(t.app, account, 'sms', second.verifyid, guess)),
    );
    const burstChecked = burst.filter(
      (r, i) => guesses[i] !== second.code && r.body.retcode === Retcode.WRONG_CREDENTIALS,
    ).length;
    const accepted = burst.filter((r) => r.body.retcode === Retcode.OK).length;
    const blocked = burst.filter((r) => r.body.retcode === Retcode.VERIFY_CODE_TOO_MANY_TRIES).length;
    console.log(
      `bruteforce: verification code: sequential 20 guesses -> ${sequentialChecked} compared, then blocked; concurrent ${guesses.length} guesses -> ${burstChecked} wrong, ${accepted} accepted, ${blocked} blocked`,
    );
    // The right code, when it comes after the tries ran out, is refused too (answered like a wrong one).
    expect(burstChecked).toBeLessThanOrEqual(VERIFY_CODE_MAX_TRIES);
    expect(accepted).toBe(0);
    const row = await new CodeStore(t.app.services.shortLived).find(second.verifyid);
    expect(row).toBeDefined();
    expect(row!.tries).toBeLessThanOrEqual(VERIFY_CODE_MAX_TRIES);
    expect(row!.status).not.toBe('validated');
    expect((await validate(t.app, account, 'sms', second.verifyid, second.code)).body.retcode).toBe(
      Retcode.VERIFY_CODE_TOO_MANY_TRIES,
    );
    expect(burst.every((r) => r.status < 500)).toBe(true);
  });
});

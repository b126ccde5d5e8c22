import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  API_BASE,
  ApiPath,
  type BrandId,
  EMAIL_CODE_LENGTH,
  PHONE_CODE_LENGTH,
  Retcode,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_TTL_MS,
  VERIFY_RESEND_SECONDS,
  type VerifyIdData,
} from '@switchboard/protocol';
import type { Mailer, TextSender } from '../../adapters/mail/types.ts';
import { AppError } from '../../errors.ts';
import { brandOf } from '../../lib/brands.ts';
import { say } from '../../text/sentence.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import {
  type Channel,
  type CodePurpose,
  type CodeRecord,
  type CodeStore,
  smsPrefixOf,
} from './code-store.ts';
import { phoneTarget } from './code-target.ts';
import type { ContactOwner, ContactToCheck } from './contact.service.ts';
import type { GateService } from './gates.service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Limits on sending codes; a resend within the hour needs a captcha, many sends from one IP a slider. */
export const SEND_LIMITS = {
  /** Minimum gap between two codes to one phone or address. */
  gapMs: VERIFY_RESEND_SECONDS * 1000,
  /** A second code for the same account and target within this long needs a captcha pass. */
  resendWindowMs: HOUR_MS,
  /** Hard caps: per phone or address per day, per account per day. */
  perTargetPerDay: 10,
  perAccountPerDay: 20,
} as const;

/**
 * The hourly limits from the configuration (VERIFY_FREE_SMS_PER_IP_HOUR, VERIFY_MAX_PER_IP_HOUR,
 * VERIFY_SMS_PER_NUMBER_HOUR, VERIFY_SMS_PER_ACCOUNT_HOUR, VERIFY_SMS_PER_PREFIX_HOUR).
 */
export interface IpLimits {
  /** SMS codes one IP may ask for in an hour before a slider token is needed. */
  freeSmsPerIpPerHour: number;
  /** Codes one IP may ask for in an hour at all. */
  maxPerIpPerHour: number;
  /** SMS codes one phone number may be sent in an hour at all (texts cost money and annoy its owner). */
  maxSmsPerNumberPerHour: number;
  /** SMS codes one account may ask for in an hour at all. */
  maxSmsPerAccountPerHour: number;
  /** SMS codes the numbers of one thousand-block may be sent in an hour at all. */
  maxSmsPerPrefixPerHour: number;
}

/** The wrong-or-expired answer; silent on the client, which clears its inputs. */
export const WRONG_CODE_DETAIL = 'activationcode: wrong, expired or not of this account';

/** A wrong code keeps WRONG_CREDENTIALS (the client marks the code field) but says so in its own words. */
const wrongCode = () => new AppError(Retcode.WRONG_CREDENTIALS, WRONG_CODE_DETAIL, { say: say('codeWrong') });
/** A reset code that is wrong, expired, spent or unknown: all alike, so ids cannot be probed. */
const wrongResetCode = () =>
  new AppError(Retcode.WRONG_CREDENTIALS, 'activationcode: wrong, expired or already used', {
    say: say('resetCodeWrong'),
  });

const CAPTCHA_API = {
  sms: `${API_BASE}${ApiPath.getVerifyCode}`,
  email: `${API_BASE}${ApiPath.requestToVerifyEmail}`,
  reset: `${API_BASE}${ApiPath.requestPasswordReset}`,
} as const;

/** Who asks for a code, and from where. */
export interface Requester {
  accountId: string;
  brand: BrandId;
  ip: string;
}

function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Codes sent by SMS or email: stored as an HMAC, limited in sends and in tries, validated once. */
export class CodeService {
  constructor(
    private readonly deps: {
      codes: CodeStore;
      secret: string;
      gates: GateService;
      numbers: NumberService;
      mailer: Mailer;
      texts: TextSender;
      ipLimits: IpLimits;
      /** Refuses a phone or email another account holds; before any cap, captcha or slider. */
      assertAvailable?: (owner: ContactOwner, contact: ContactToCheck) => Promise<void>;
    },
  ) {}

  private digest(verifyId: string, code: string): Buffer {
    // Binding the id means a hash cannot be replayed under another code.
    return createHmac('sha256', this.deps.secret).update(`${verifyId}\n${code}`).digest();
  }

  /** Refuses a send over a hard cap or inside the resend gap (TOO_MANY_REQUESTS). */
  private async checkCaps(channel: Channel, target: string, who: Requester, field: string, now: number) {
    const { codes } = this.deps;
    const toTarget = await codes.sendsSince({ channel, target }, now - DAY_MS);
    if (toTarget.count >= SEND_LIMITS.perTargetPerDay) {
      throw new AppError(Retcode.TOO_MANY_REQUESTS, `${field}: too many codes were sent to it today`, {
        say: say('codeDailyLimit'),
      });
    }
    if (toTarget.newest !== undefined && now - toTarget.newest < SEND_LIMITS.gapMs) {
      throw new AppError(
        Retcode.TOO_MANY_REQUESTS,
        `${field}: wait ${VERIFY_RESEND_SECONDS} seconds before asking for another code`,
        { say: say('codeWait', { count: VERIFY_RESEND_SECONDS }) },
      );
    }
    const byAccount = await codes.sendsSince({ accountId: who.accountId }, now - DAY_MS);
    if (byAccount.count >= SEND_LIMITS.perAccountPerDay) {
      throw new AppError(Retcode.TOO_MANY_REQUESTS, `${field}: this account asked for too many codes today`, {
        say: say('codeDailyLimit'),
      });
    }
    const fromIp = await codes.sendsSince({ ip: who.ip }, now - HOUR_MS);
    if (fromIp.count >= this.deps.ipLimits.maxPerIpPerHour) {
      throw new AppError(Retcode.TOO_MANY_REQUESTS, `${field}: too many codes asked for from this address`, {
        say: say('codeAddressLimit'),
      });
    }
  }

  /** Refuses an SMS over the hourly caps per phone number, per thousand-block and per account (TOO_MANY_REQUESTS). */
  private async checkHourlySmsCaps(target: string, who: Requester, now: number, field = 'phone') {
    const { codes, ipLimits } = this.deps;
    const toBlock = await codes.sendsSince({ smsPrefix: smsPrefixOf(target) }, now - HOUR_MS);
    if (toBlock.count >= ipLimits.maxSmsPerPrefixPerHour) {
      throw new AppError(
        Retcode.TOO_MANY_REQUESTS,
        `${field}: too many codes were texted to its number range this hour`,
        {
          say: say('codePrefixHourLimit'),
        },
      );
    }
    const toNumber = await codes.sendsSince({ channel: 'sms', target }, now - HOUR_MS);
    if (toNumber.count >= ipLimits.maxSmsPerNumberPerHour) {
      throw new AppError(Retcode.TOO_MANY_REQUESTS, `${field}: too many codes were texted to it this hour`, {
        say: say('codeNumberHourLimit'),
      });
    }
    const byAccount = await codes.sendsSince({ accountId: who.accountId, channel: 'sms' }, now - HOUR_MS);
    if (byAccount.count >= ipLimits.maxSmsPerAccountPerHour) {
      throw new AppError(
        Retcode.TOO_MANY_REQUESTS,
        `${field}: this account asked for too many texted codes this hour`,
        {
          say: say('codeAccountHourLimit'),
        },
      );
    }
  }

  /** getVerifyCode: texts a 4-digit code to an outside phone. */
  async sendPhoneCode(
    who: Requester,
    input: {
      telcode: string;
      phone: string;
      captchaId?: string | undefined;
      sliderToken?: string | undefined;
    },
  ): Promise<VerifyIdData> {
    const { codes, gates, numbers, texts } = this.deps;
    const full = `${input.telcode}${input.phone}`;
    if (await numbers.isServiceNumber(full)) {
      throw new AppError(Retcode.PHONE_NOT_SUPPORTED, 'phone: numbers of this service cannot receive codes', {
        say: say('codePhoneNotSupported'),
      });
    }
    // Said before any proof is asked for: a phone the caller cannot use needs no captcha or slider.
    await this.deps.assertAvailable?.(who, { telcode: input.telcode, phone: input.phone });
    const target = phoneTarget(input.telcode, input.phone);
    const now = Date.now();
    await this.checkCaps('sms', target, who, 'phone', now);
    await this.checkHourlySmsCaps(target, who, now);
    const earlier = await codes.sendsSince(
      { accountId: who.accountId, channel: 'sms', target },
      now - SEND_LIMITS.resendWindowMs,
    );
    const fromIp = await codes.sendsSince({ ip: who.ip, channel: 'sms' }, now - HOUR_MS);
    const code = randomDigits(PHONE_CODE_LENGTH);
    const verifyid = randomUUID();
    const needCaptcha = earlier.count > 0;
    const needSlider = fromIp.count >= this.deps.ipLimits.freeSmsPerIpPerHour;
    // Missing proofs are refused before any is spent, so a captcha pass is not lost to a missing slider.
    if (needCaptcha && input.captchaId === undefined) throw captchaRequired();
    if (needSlider && input.sliderToken === undefined) throw sliderRequired();
    if (needCaptcha && !(await gates.spendCaptchaPass(input.captchaId, CAPTCHA_API.sms)))
      throw captchaRequired();
    if (needSlider && !(await gates.spendSliderToken(input.sliderToken, who.ip))) throw sliderRequired();
    await codes.recordSend(this.newRecord(verifyid, 'sms', target, code, who, now));
    await texts.send({ to: full, text: this.messageText(who.brand, code) });
    return { verifyid };
  }

  /** requestToVerifyEmail: mails a 6-digit code; always needs a captcha pass. */
  async sendEmailCode(who: Requester, input: { email: string; captchaId: string }): Promise<VerifyIdData> {
    const { codes, gates } = this.deps;
    await this.deps.assertAvailable?.(who, { email: input.email });
    const now = Date.now();
    await this.checkCaps('email', input.email, who, 'email', now);
    const code = randomDigits(EMAIL_CODE_LENGTH);
    const verifyid = randomUUID();
    if (!(await gates.spendCaptchaPass(input.captchaId, CAPTCHA_API.email))) {
      throw new AppError(Retcode.CAPTCHA_REQUIRED, 'captchaId: confirm the captcha first', {
        say: say('captchaFirst'),
      });
    }
    await codes.recordSend(this.newRecord(verifyid, 'email', input.email, code, who, now));
    const brandName = brandOf(who.brand).name.en;
    await this.mail(
      verifyid,
      input.email,
      `Your ${brandName} verification code`,
      this.messageText(who.brand, code),
    );
    return { verifyid };
  }

  private async mail(verifyid: string, to: string, subject: string, text: string): Promise<void> {
    try {
      await this.deps.mailer.send({ to, subject, text });
    } catch (error) {
      // A code nobody received must not validate; the send still counts towards the limits.
      await this.deps.codes.burn(verifyid);
      throw new AppError(Retcode.SERVICE_UNAVAILABLE, 'email: the mail server did not accept the message', {
        cause: error,
        say: say('codeMailFailed'),
      });
    }
  }

  /**
   * Sends a password reset code to an account's own email (6 digits) or phone (4 digits). Whoever
   * asks is not signed in, so every send needs a confirmed captcha, and every cap of codes applies
   * (those per account count against the account being reset).
   */
  async sendResetCode(
    who: Requester,
    to: { channel: Channel; target: string; address: string },
    captchaId: string,
  ): Promise<VerifyIdData> {
    const { codes, gates, texts } = this.deps;
    const now = Date.now();
    await this.checkCaps(to.channel, to.target, who, 'account', now);
    if (to.channel === 'sms') await this.checkHourlySmsCaps(to.target, who, now, 'account');
    if (!(await gates.spendCaptchaPass(captchaId, CAPTCHA_API.reset))) throw captchaRequired();
    const code = randomDigits(to.channel === 'sms' ? PHONE_CODE_LENGTH : EMAIL_CODE_LENGTH);
    const verifyid = randomUUID();
    const record = this.newRecord(verifyid, to.channel, to.target, code, who, now, 'reset');
    await codes.recordSend(record);
    const text = this.resetText(who.brand, code);
    if (to.channel === 'sms') await texts.send({ to: to.address, text });
    else
      await this.mail(verifyid, to.address, `Your ${brandOf(who.brand).name.en} password reset code`, text);
    return { verifyid };
  }

  private resetText(brand: BrandId, code: string): string {
    const minutes = Math.round(VERIFY_CODE_TTL_MS / 60_000);
    const name = brandOf(brand).name.en;
    return `Your ${name} password reset code is ${code}. It expires in ${minutes} minutes. If you did not ask to reset your password, ignore this message.`;
  }

  /**
   * Takes a password reset code once and answers the account it resets; wrong answers count
   * against its tries like any code, then it burns.
   */
  async spendResetCode(verifyId: string, code: string): Promise<string> {
    const row = await this.deps.codes.find(verifyId);
    if (row === undefined || row.purpose !== 'reset') throw wrongResetCode();
    const now = Date.now();
    await this.checkAnswer(row, code, now, wrongResetCode);
    if (!(await this.deps.codes.spendPending(row.id, VERIFY_CODE_MAX_TRIES, now))) throw wrongResetCode();
    return row.accountId;
  }

  private newRecord(
    id: string,
    channel: Channel,
    target: string,
    code: string,
    who: Requester,
    now: number,
    purpose: CodePurpose = 'verify',
  ): CodeRecord {
    return {
      ...(purpose === 'reset' ? { purpose } : {}),
      id,
      accountId: who.accountId,
      channel,
      target,
      codeHash: this.digest(id, code).toString('hex'),
      ip: who.ip,
      tries: 0,
      status: 'pending',
      createdAt: now,
      expiresAt: now + VERIFY_CODE_TTL_MS,
      validatedAt: null,
    };
  }

  private messageText(brand: BrandId, code: string): string {
    const minutes = Math.round(VERIFY_CODE_TTL_MS / 60_000);
    return `Your ${brandOf(brand).name.en} verification code is ${code}. It expires in ${minutes} minutes.`;
  }

  /** validateCode / validateCodeForEmail: accepts the right code once; wrong tries are counted, then it burns. */
  async validate(
    accountId: string,
    channel: Channel,
    verifyId: string,
    code: string,
  ): Promise<{ verified: true }> {
    const { codes } = this.deps;
    const row = await codes.find(verifyId);
    // Another account's code is treated as unknown, so ids cannot be probed.
    const foreign = row === undefined || row.accountId !== accountId || row.channel !== channel;
    if (foreign || row.purpose === 'reset') throw wrongCode();
    const now = Date.now();
    await this.checkAnswer(row, code, now, wrongCode);
    if (await codes.markValidated(row.id, VERIFY_CODE_MAX_TRIES, now)) return { verified: true };
    throw wrongCode();
  }

  /** Returns when the code matches a pending, live code with tries left; counts a wrong try and throws otherwise. */
  private async checkAnswer(
    row: CodeRecord,
    code: string,
    now: number,
    wrong: () => AppError,
  ): Promise<void> {
    const { codes } = this.deps;
    if (row.status === 'burnt') throw new AppError(Retcode.VERIFY_CODE_TOO_MANY_TRIES);
    if (row.status !== 'pending' || row.expiresAt <= now) throw wrong();
    if (row.tries >= VERIFY_CODE_MAX_TRIES) {
      await codes.burn(row.id);
      throw new AppError(Retcode.VERIFY_CODE_TOO_MANY_TRIES);
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = this.digest(row.id, code);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return;
    if (!(await codes.countWrongTry(row.id, VERIFY_CODE_MAX_TRIES))) {
      await codes.burn(row.id);
      throw new AppError(Retcode.VERIFY_CODE_TOO_MANY_TRIES);
    }
    throw wrong();
  }
}

const captchaRequired = () =>
  new AppError(Retcode.CAPTCHA_REQUIRED, 'captchaId: a new code needs a confirmed captcha', {
    say: say('captchaFirst'),
  });
const sliderRequired = () =>
  new AppError(Retcode.SLIDER_REQUIRED, 'sliderToken: solve the slider first', { say: say('sliderFirst') });

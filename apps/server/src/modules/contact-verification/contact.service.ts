import { type AccountInfo, Retcode } from '@switchboard/protocol';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { findByEmail, findById, findByPhone, updateContact } from '../accounts/accounts.repo.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import { type CodeStore, VERIFIED_WINDOW_MS } from './code-store.ts';
import { phoneTarget } from './code-target.ts';

/** set (the account has none yet) or update (it has one). */
export type ContactMode = 'set' | 'update';

/** Who changes their contact. */
export interface ContactOwner {
  accountId: string;
  brand: string;
}

/** A phone or an email an account is about to verify. */
export type ContactToCheck = { telcode: string; phone: string } | { email: string };

const phoneInUse = () =>
  new AppError(Retcode.PHONE_IN_USE, 'phone: verified on another account of this brand');
const emailInUse = () =>
  new AppError(Retcode.EMAIL_IN_USE, 'email: belongs to another account of this brand');

/** Saves a verified phone or email on the account, spending its verification once. */
export class ContactDetailService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly codes: CodeStore,
    /** Runs once a phone is saved (the bonuses of an account invited at sign-up). */
    private readonly onPhoneSaved?: (owner: ContactOwner) => Promise<void>,
  ) {}

  /**
   * Refuses a phone or email another account of the brand holds (100033, 100034, naming the field);
   * asked before any captcha, slider or code, so nobody solves one for a contact they cannot use.
   */
  async assertAvailable(owner: ContactOwner, contact: ContactToCheck): Promise<void> {
    if ('email' in contact) {
      const holder = await findByEmail(this.db, owner.brand, contact.email);
      if (holder !== undefined && holder.id !== owner.accountId) throw emailInUse();
      return;
    }
    const holder = await findByPhone(this.db, owner.brand, contact.telcode, contact.phone);
    if (holder !== undefined && holder.id !== owner.accountId) throw phoneInUse();
  }

  /** setPhoneForAccount / updatePhone. */
  async savePhone(
    owner: ContactOwner,
    mode: ContactMode,
    telcode: string,
    phone: string,
  ): Promise<AccountInfo> {
    await this.save(owner, mode, {
      channel: 'sms',
      target: phoneTarget(telcode, phone),
      field: 'phone',
      inUse: Retcode.PHONE_IN_USE,
      current: (row) => row.phone,
      holder: (trx) => findByPhone(trx, owner.brand, telcode, phone),
      values: { tel_code: telcode, phone },
      calls: { set: 'setPhoneForAccount', update: 'updatePhone' },
    });
    await this.onPhoneSaved?.(owner);
    return this.accounts.info(owner.accountId);
  }

  /** setEmailForAccount / updateEmail; the email is the login, so this also changes how the account signs in. */
  async saveEmail(owner: ContactOwner, mode: ContactMode, email: string): Promise<AccountInfo> {
    await this.save(owner, mode, {
      channel: 'email',
      target: email,
      field: 'email',
      inUse: Retcode.EMAIL_IN_USE,
      current: (row) => row.email,
      holder: (trx) => findByEmail(trx, owner.brand, email),
      values: { email },
      calls: { set: 'setEmailForAccount', update: 'updateEmail' },
    });
    return this.accounts.info(owner.accountId);
  }

  private async save(owner: ContactOwner, mode: ContactMode, spec: SaveSpec): Promise<void> {
    const now = Date.now();
    const account = await findById(this.db, owner.accountId);
    if (account === undefined) throw new AppError(Retcode.TOKEN_INVALID);
    const current = spec.current(account);
    if (mode === 'set' && current !== null) {
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        `${spec.field}: the account already has one; use ${spec.calls.update}`,
        { say: say('contactWrongCall', { label: { field: spec.field } }) },
      );
    }
    if (mode === 'update' && current === null) {
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        `${spec.field}: the account has none yet; use ${spec.calls.set}`,
        { say: say('contactSetFirst', { label: { field: spec.field } }) },
      );
    }
    const verification = await this.codes.findValidated(
      owner.accountId,
      spec.channel,
      spec.target,
      now - VERIFIED_WINDOW_MS,
    );
    if (verification === undefined) {
      throw new AppError(Retcode.NOT_VERIFIED, `${spec.field}: verify it with a code first`, {
        say: say('verifyFirst', { label: { field: spec.field } }),
      });
    }
    const holder = await spec.holder(this.db);
    if (holder !== undefined && holder.id !== owner.accountId) throw new AppError(spec.inUse);
    // Spent after every check that can refuse, so a refusal leaves the code usable; spending is
    // what makes two concurrent saves of one verification succeed once.
    if (!(await this.codes.spend(verification.id))) {
      throw new AppError(Retcode.NOT_VERIFIED, `${spec.field}: verify it with a code first`, {
        say: say('verifyFirst', { label: { field: spec.field } }),
      });
    }
    try {
      await updateContact(this.db, owner.accountId, spec.values, now);
    } catch (error) {
      // Another account took it between the check above and this update; the unique constraint decides.
      if (isUniqueViolation(error)) throw new AppError(spec.inUse, undefined, { cause: error });
      throw error;
    }
  }
}

interface SaveSpec {
  channel: 'sms' | 'email';
  target: string;
  field: 'phone' | 'email';
  inUse: number;
  current: (row: { phone: string | null; email: string | null }) => string | null;
  holder: (ex: Executor) => Promise<{ id: string } | undefined>;
  values: { tel_code: string; phone: string } | { email: string };
  calls: { set: string; update: string };
}

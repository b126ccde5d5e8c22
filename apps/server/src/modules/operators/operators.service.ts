import { randomUUID } from 'node:crypto';
import {
  type ConsoleCallBody,
  type ConsoleCallData,
  type OperatorRole,
  Retcode,
} from '@switchboard/protocol';
import type { Config } from '../../config/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../accounts/passwords.ts';
import type { AuditService } from '../audit/index.ts';
import type { LoginGuard } from '../auth/index.ts';
import type { OperatorContext, OperatorOrigin, OperatorSessionService } from './operator-sessions.service.ts';
import { OperatorSetupService } from './operator-setup.service.ts';
import { OperatorStatusService } from './operator-status.service.ts';
import { operatorView, recordOperatorAction, roleOf, rowView, signInFailed } from './operator-views.ts';
import {
  claimTotpStep,
  findOperatorByEmail,
  findOperatorById,
  insertOperator,
  listOperators,
  type OperatorRecord,
} from './operators.repo.ts';
import { sealPlainSecrets } from './seal-secrets.ts';
import { consoleOrigin, issueSetupLink, type OriginConfig } from './setup-links.ts';
import { acceptedStep } from './totp.ts';
import { replaceOperatorSecret } from './totp-secrets.repo.ts';
import { isSealed, TotpSecretBox, TotpSecretUnreadable } from './totp-secrets.ts';

/** The login guard counts console sign-in failures under this name, apart from every brand's. */
const GUARD_SCOPE = 'console';

/** What the operators service needs. */
export interface OperatorServiceDeps {
  db: Db;
  sessions: OperatorSessionService;
  audit: AuditService;
  guard: LoginGuard;
  config: OriginConfig & Pick<Config, 'appSecret'>;
}

/**
 * Operators of the console: signing in (password, then the authenticator's code), signing out, the
 * admin's list and creation; setting up through a one-time link in `setup`, disabling and enabling
 * in `status`. Authenticator secrets are stored sealed (TotpSecretBox). Every action is audited in its
 * own transaction.
 */
export class OperatorService {
  private readonly db: Db;
  private readonly sessions: OperatorSessionService;
  private readonly audit: AuditService;
  private readonly guard: LoginGuard;
  /** Production refuses a sign-in without an authenticator. */
  private readonly totpRequired: boolean;
  /** Where setup links point: CONSOLE_HOST, PUBLIC_URL, or this machine. */
  private readonly origin: string;
  private readonly box: TotpSecretBox;
  /** Disabling and enabling operators. */
  readonly status: OperatorStatusService;
  /** The setup link's page: its secret, then the password and the authenticator. */
  readonly setup: OperatorSetupService;

  constructor(deps: OperatorServiceDeps) {
    this.db = deps.db;
    this.sessions = deps.sessions;
    this.audit = deps.audit;
    this.guard = deps.guard;
    this.totpRequired = deps.config.env === 'production';
    this.origin = consoleOrigin(deps.config);
    this.box = new TotpSecretBox(deps.config.appSecret);
    this.status = new OperatorStatusService(deps.db, deps.sessions, deps.audit);
    this.setup = new OperatorSetupService({ ...deps, box: this.box });
  }

  /**
   * Signs in. An unknown email, a wrong password and a wrong code answer alike, and failures count
   * towards the login guard's lock; a right password without a code asks for the code. The console
   * has no captcha: the lock, the per-address limit and the second factor stand in for it. A secret
   * still stored plain is sealed by the sign-in it lets through.
   */
  async login(
    body: ConsoleCallBody<'consoleLogin'>,
    origin: OperatorOrigin,
  ): Promise<ConsoleCallData<'consoleLogin'>> {
    const { id: attempt, state } = await this.guard.reserve(GUARD_SCOPE, body.email, origin.ip);
    if (state.locked) {
      await this.guard.withdraw(attempt);
      throw new AppError(Retcode.TOO_MANY_REQUESTS, 'too many failed console sign-ins for this email');
    }
    const operator = await findOperatorByEmail(this.db, body.email);
    const valid =
      operator?.passwordHash == null
        ? await verifyAgainstDummy(body.password)
        : await verifyPassword(operator.passwordHash, body.password);
    // The reserved attempt stays as the recorded failure.
    if (operator === undefined || !valid)
      throw signInFailed('unknown operator, no password yet, or wrong password');
    if (operator.disabled) throw signInFailed('the operator is disabled');
    const step = await this.secondFactor(operator, body.code, attempt);
    await this.guard.withdraw(attempt);
    await this.guard.clear(GUARD_SCOPE, body.email);
    return inTransaction(this.db, async (trx) => {
      if (step !== undefined && !(await claimTotpStep(trx, operator.id, step, Date.now())))
        throw signInFailed('the code was used by another sign-in');
      const stored = operator.totpSecret;
      if (stored !== null && !isSealed(stored))
        await replaceOperatorSecret(trx, operator.id, stored, this.box.seal(stored));
      const { token, sessionId } = await this.sessions.create(trx, operator.id, origin);
      await recordOperatorAction(this.audit, trx, {
        actorId: operator.id,
        action: 'operator.signIn',
        operatorId: operator.id,
        after: { sessionId },
      });
      return { token, operator: operatorView(operator) };
    });
  }

  /** The time step of the operator's code; undefined for an operator without an authenticator. */
  private async secondFactor(
    operator: OperatorRecord,
    code: string | undefined,
    attempt: string,
  ): Promise<number | undefined> {
    if (operator.totpSecret === null) {
      if (this.totpRequired) throw signInFailed('the operator has no authenticator; production requires one');
      return undefined;
    }
    if (code === undefined || code === '') {
      // The password was right: no failure to count, the console asks for the code.
      await this.guard.withdraw(attempt);
      throw new AppError(Retcode.CONSOLE_CODE_REQUIRED);
    }
    const step = await acceptedStep(this.openSecret(operator.totpSecret), code, operator.totpLastStep);
    if (step === undefined) throw signInFailed('wrong, malformed or already used code');
    return step;
  }

  /**
   * A stored secret in clear. One that does not open (APP_SECRET changed since it was sealed) is a
   * refused sign-in whose log line says why, never a fault: the operator needs a new setup link.
   */
  private openSecret(stored: string): string {
    try {
      return this.box.open(stored);
    } catch (error) {
      if (error instanceof TotpSecretUnreadable)
        throw signInFailed(
          `${error.message}; issue a new setup link (create-admin) after checking APP_SECRET`,
        );
      throw error;
    }
  }

  /** Signs the caller out. */
  async logout(operator: OperatorContext): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await this.sessions.revoke(trx, operator.sessionId);
      await recordOperatorAction(this.audit, trx, {
        actorId: operator.operatorId,
        action: 'operator.signOut',
        operatorId: operator.operatorId,
        after: { sessionId: operator.sessionId },
      });
    });
  }

  /** The signed-in operator with the role's permissions. */
  async me(operator: OperatorContext): Promise<ConsoleCallData<'consoleMe'>> {
    const record = await findOperatorById(this.db, operator.operatorId);
    if (record === undefined) throw new AppError(Retcode.CONSOLE_SESSION_EXPIRED);
    return { operator: operatorView(record) };
  }

  /** Every operator, oldest first. */
  async list(): Promise<ConsoleCallData<'consoleOperators'>> {
    return { operators: (await listOperators(this.db)).map(rowView) };
  }

  /** Creates an operator (by an admin) and answers the setup link to hand over. */
  async create(
    actor: OperatorContext,
    body: ConsoleCallBody<'consoleOperatorCreate'>,
  ): Promise<ConsoleCallData<'consoleOperatorCreate'>> {
    return { setupUrl: await this.createWithLink(actor.operatorId, body.email, body.role) };
  }

  /**
   * The command line's first admin: a new admin with a setup link, or for an operator who exists a
   * fresh link (their older ones stop working) and the role they have.
   */
  async createAdmin(email: string): Promise<{ setupUrl: string; created: boolean; role: OperatorRole }> {
    const existing = await findOperatorByEmail(this.db, email);
    if (existing === undefined)
      return { setupUrl: await this.createWithLink(null, email, 'admin'), created: true, role: 'admin' };
    const setupUrl = await inTransaction(this.db, async (trx) => {
      const url = await this.issueLink(trx, existing.id);
      await recordOperatorAction(this.audit, trx, {
        actorId: null,
        action: 'operator.setupLink',
        operatorId: existing.id,
        after: null,
      });
      return url;
    });
    return { setupUrl, created: false, role: roleOf(existing) };
  }

  /**
   * Adds an operator with a known password and authenticator secret (or none) when the email is free:
   * the demo operators outside production, and tests. False when it exists.
   */
  async seed(
    email: string,
    role: OperatorRole,
    password: string,
    totpSecret: string | null,
  ): Promise<boolean> {
    if ((await findOperatorByEmail(this.db, email)) !== undefined) return false;
    const now = Date.now();
    try {
      await insertOperator(this.db, {
        id: randomUUID(),
        email,
        role,
        password_hash: await hashPassword(password),
        totp_secret: totpSecret === null ? null : this.box.seal(totpSecret),
        totp_last_step: null,
        created_at: now,
        updated_at: now,
      });
      return true;
    } catch (error) {
      // Another node seeded it at the same moment.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The start-up step sealing secrets stored plain (before sealing existed); idempotent. */
  sealStoredSecrets(): Promise<{ operators: number; links: number }> {
    return sealPlainSecrets(this.db, this.box);
  }

  private async createWithLink(actorId: string | null, email: string, role: OperatorRole): Promise<string> {
    if ((await findOperatorByEmail(this.db, email)) !== undefined)
      throw new AppError(Retcode.CONSOLE_OPERATOR_EXISTS, `email: ${email} is an operator already`);
    try {
      return await inTransaction(this.db, async (trx) => {
        const id = randomUUID();
        const now = Date.now();
        await insertOperator(trx, {
          id,
          email,
          role,
          password_hash: null,
          totp_secret: null,
          totp_last_step: null,
          created_at: now,
          updated_at: now,
        });
        const url = await this.issueLink(trx, id);
        await recordOperatorAction(this.audit, trx, {
          actorId,
          action: 'operator.create',
          operatorId: id,
          after: { email, role },
        });
        return url;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(Retcode.CONSOLE_OPERATOR_EXISTS, `email: ${email} was made an operator meanwhile`);
      throw error;
    }
  }

  private issueLink(ex: Executor, operatorId: string): Promise<string> {
    return issueSetupLink(ex, operatorId, { origin: this.origin, box: this.box });
  }
}

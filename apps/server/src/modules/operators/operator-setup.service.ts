import { type ConsoleCallBody, type ConsoleCallData, Retcode } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { assertPasswordAllowed } from '../accounts/password-policy.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { AuditService } from '../audit/index.ts';
import { hashToken } from '../sessions/index.ts';
import type { OperatorOrigin, OperatorSessionService } from './operator-sessions.service.ts';
import { operatorView, recordOperatorAction } from './operator-views.ts';
import {
  findLiveSetupToken,
  findOperatorById,
  setOperatorCredentials,
  useSetupToken,
} from './operators.repo.ts';
import { acceptedStep, otpauthUrl } from './totp.ts';
import { type TotpSecretBox, TotpSecretUnreadable } from './totp-secrets.ts';

/** What setting up through a link needs. */
export interface OperatorSetupDeps {
  db: Db;
  sessions: OperatorSessionService;
  audit: AuditService;
  box: TotpSecretBox;
}

/**
 * The one-time setup link's page: who it is for and the secret it offers, then the password and a
 * code proving the authenticator holds that secret. The secret is stored sealed on both sides.
 */
export class OperatorSetupService {
  constructor(private readonly deps: OperatorSetupDeps) {}

  /** The secret a live setup link offers, in clear; the link counts as invalid when it does not open. */
  async #liveLink(tokenHash: string) {
    const link = await findLiveSetupToken(this.deps.db, tokenHash, Date.now());
    if (link === undefined) throw new AppError(Retcode.CONSOLE_SETUP_LINK_INVALID);
    try {
      return { ...link, totpSecret: this.deps.box.open(link.totpSecret) };
    } catch (error) {
      if (error instanceof TotpSecretUnreadable)
        throw new AppError(Retcode.CONSOLE_SETUP_LINK_INVALID, error.message);
      throw error;
    }
  }

  /** Who a setup link is for and the authenticator secret it offers. */
  async info(setupToken: string): Promise<ConsoleCallData<'consoleSetupInfo'>> {
    const link = await this.#liveLink(hashToken(setupToken));
    return {
      email: link.email,
      otpauthUrl: otpauthUrl(link.email, link.totpSecret),
      secret: link.totpSecret,
    };
  }

  /**
   * Sets the password and the authenticator through a setup link, which is then used up; the
   * operator's other sessions end, and a new one starts.
   */
  async complete(
    body: ConsoleCallBody<'consoleSetup'>,
    origin: OperatorOrigin,
  ): Promise<ConsoleCallData<'consoleSetup'>> {
    const { db, sessions, audit, box } = this.deps;
    const tokenHash = hashToken(body.setupToken);
    const link = await this.#liveLink(tokenHash);
    const step = await acceptedStep(link.totpSecret, body.code, null);
    if (step === undefined) throw new AppError(Retcode.CONSOLE_CODE_WRONG, 'code: does not match the secret');
    assertPasswordAllowed(body.password, 'password');
    const passwordHash = await hashPassword(body.password);
    return inTransaction(db, async (trx) => {
      const now = Date.now();
      if (!(await useSetupToken(trx, tokenHash, now)))
        throw new AppError(Retcode.CONSOLE_SETUP_LINK_INVALID, 'the link was used meanwhile');
      await setOperatorCredentials(trx, {
        id: link.operatorId,
        passwordHash,
        totpSecret: box.seal(link.totpSecret),
        totpLastStep: step,
        now,
      });
      await sessions.revokeAll(trx, link.operatorId);
      const { token, sessionId } = await sessions.create(trx, link.operatorId, origin);
      await recordOperatorAction(audit, trx, {
        actorId: link.operatorId,
        action: 'operator.setup',
        operatorId: link.operatorId,
        after: { sessionId },
      });
      const operator = await findOperatorById(trx, link.operatorId);
      if (operator === undefined) throw new AppError(Retcode.CONSOLE_SETUP_LINK_INVALID);
      return { token, operator: operatorView(operator) };
    });
  }
}

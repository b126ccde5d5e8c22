import {
  type BrandId,
  isBrandId,
  Retcode,
  type ReviewDecidedPayload,
  type ReviewItem,
  type ReviewKind,
  ReviewStatus,
  SocketEvent,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { MediaStorage } from '../../adapters/storage/index.ts';
import type { Db, KycImageRow, ReviewState, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { decideKyc } from '../kyc/kyc.repo.ts';
import { hasUseCases } from '../profile/profile.options.ts';
import { decideProfile } from '../profile/profile.repo.ts';
import {
  decideWaitingTollFree,
  identityImageById,
  latestSessionLanguage,
  reviewedAccount,
} from './console-reviews.repo.ts';
import { decisionMail, isMailAddress } from './review-mail.ts';
import { type QueueFilter, reviewQueue } from './review-queue.ts';

/** A reviewer's decision as the console sends it (consoleReviewDecide's body). */
export interface ReviewDecisionInput {
  kind: ReviewKind;
  accountId: string;
  number?: string | undefined;
  decision: 'approve' | 'refuse';
  reason: string;
}

/** What the service needs. */
export interface ConsoleReviewDeps {
  db: Db;
  events: AccountEvents;
  audit: Pick<AuditService, 'record'>;
  /** Tells the user the decision by mail. */
  mailer: Mailer;
  /** Where the identity images are stored. */
  storage: MediaStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const notWaiting = (detail: string) =>
  new AppError(Retcode.NOT_FOUND, detail, { say: say('reviewNotWaiting') });

const uiLanguage = (stored: string | undefined): UiLanguage => (stored === 'zh-CN' ? 'zh-CN' : 'en');

/**
 * The reviewers' side of the reviews: the queues and the decisions. A decision is stored with its
 * audit entry in one transaction; once committed the user's sockets hear it (reviewDecided) and the
 * user is mailed it in the account's language.
 */
export class ConsoleReviewService {
  constructor(private readonly deps: ConsoleReviewDeps) {}

  /** What waits for review, oldest first; details in the reviewer's language. */
  queue(filter: QueueFilter, language: UiLanguage): Promise<ReviewItem[]> {
    return reviewQueue(this.deps.db, filter, language);
  }

  /**
   * Approves (status 2; a toll-free number may send: 1) or refuses with the reason the user reads
   * (status 100; toll-free 0) something that waits; NOT_FOUND with a sentence once it no longer waits.
   */
  async decide(operatorId: string, input: ReviewDecisionInput): Promise<{ status: number }> {
    const approved = input.decision === 'approve';
    if (!approved && input.reason === '')
      throw new AppError(Retcode.CONSOLE_REASON_REQUIRED, 'reason: is required to refuse');
    if (input.kind === 'tollFree' && input.number === undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, 'number: is required for a toll-free registration', {
        say: say('requestInvalid'),
      });
    const account = await reviewedAccount(this.deps.db, input.accountId);
    if (account === undefined || account.status === 'deleted' || !isBrandId(account.brand))
      throw notWaiting(`accountId: no account ${input.accountId} to review`);
    const brand = account.brand;
    if (input.kind === 'useCase' && !hasUseCases(brand))
      throw notWaiting(`kind: ${brand} profiles have no use case to review`);

    // The user reads no reason with an approval; the audit keeps whatever the reviewer wrote.
    const userReason = approved ? '' : input.reason;
    const status = statusOf(input.kind, approved);
    await this.deps.events.transaction(this.deps.db, async (trx, held) => {
      if (!(await this.store(trx, input, approved, userReason, status)))
        throw notWaiting(`kind: no ${input.kind} of account ${input.accountId} waits for review`);
      await this.deps.audit.record(trx, {
        operatorId,
        action: approved ? 'review.approve' : 'review.refuse',
        targetType: 'account',
        targetId: input.accountId,
        before: { kind: input.kind, ...numberOf(input), status: waitingStatusOf(input.kind) },
        after: { kind: input.kind, ...numberOf(input), status, reason: userReason },
        reason: input.reason,
      });
      const payload: ReviewDecidedPayload = {
        subject: input.kind,
        approved,
        status,
        reason: userReason,
        ...numberOf(input),
      };
      held.emit(input.accountId, SocketEvent.reviewDecided, payload);
      if (input.kind === 'tollFree' && input.number !== undefined)
        held.emit(input.accountId, SocketEvent.numbersChanged, {
          change: 'settingsChanged',
          number: input.number,
          kind: 'phone',
        });
    });
    await this.mail(input, account.email, brand, approved, userReason);
    return { status };
  }

  /** The bytes of any account's identity image (reviewers only reach this); undefined when there is none. */
  async identityImage(id: string): Promise<{ row: KycImageRow; bytes: Buffer } | undefined> {
    if (!IMAGE_ID_PATTERN.test(id)) return undefined;
    const row = await identityImageById(this.deps.db, id);
    if (row === undefined) return undefined;
    const bytes = await this.deps.storage.get(row.storage_key);
    return bytes === undefined ? undefined : { row, bytes };
  }

  /** Stores the decision only while the subject waits; false when it no longer does. */
  private store(
    trx: Trx,
    input: ReviewDecisionInput,
    approved: boolean,
    reason: string,
    status: number,
  ): Promise<boolean> {
    const now = Date.now();
    const decision = { state: status as ReviewState, reason };
    switch (input.kind) {
      case 'kyc':
        return decideKyc(trx, input.accountId, decision, now);
      case 'tollFree':
        return decideWaitingTollFree(trx, {
          accountId: input.accountId,
          number: input.number ?? '',
          approved,
          reason,
        });
      default:
        return decideProfile(trx, input.accountId, input.kind, decision, now);
    }
  }

  /** Mails the committed decision; a mail that cannot go is logged (the decision stands, the page shows it). */
  private async mail(
    input: ReviewDecisionInput,
    email: string | null,
    brand: BrandId,
    approved: boolean,
    reason: string,
  ): Promise<void> {
    if (!isMailAddress(email)) return;
    try {
      const language = uiLanguage(await latestSessionLanguage(this.deps.db, input.accountId));
      await this.deps.mailer.send(
        decisionMail(email, brand, { kind: input.kind, approved, reason, number: input.number }, language),
      );
    } catch (error) {
      this.deps.log.warn({ err: error, accountId: input.accountId }, 'review decision mail not sent');
    }
  }
}

/** The status a decision stores: a review state, or a toll-free number's messaging flag. */
function statusOf(kind: ReviewKind, approved: boolean): number {
  if (kind === 'tollFree') return approved ? 1 : 0;
  return approved ? ReviewStatus.verified : ReviewStatus.needsUpdate;
}

/** The status of a subject that waits. */
function waitingStatusOf(kind: ReviewKind): number {
  return kind === 'tollFree' ? 0 : ReviewStatus.reviewing;
}

const numberOf = (input: ReviewDecisionInput): { number?: string } =>
  input.kind === 'tollFree' && input.number !== undefined ? { number: input.number } : {};

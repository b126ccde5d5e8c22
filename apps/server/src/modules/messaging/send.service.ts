import type { SendMessagePayload } from '@switchboard/protocol';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Db } from '../../db/types.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import { DuplicateLedgerEntryError, type LedgerService } from '../ledger/ledger.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { type NumberService, rateKeyOf } from '../numbers/numbers.service.ts';
import type { RateService } from '../rates/rates.service.ts';
import { GroupCommit, type GroupCommitOptions, type ItemOutcome } from './group-commit.ts';
import { findBySmsId } from './messages.repo.ts';
import { type SendOutcome, type SendRequest, storeSends } from './send-batch.ts';
import { assertCovered, ownNumber, priceSend, sameMessage } from './send-checks.ts';

export { messageReference, type SendOutcome } from './send-batch.ts';

/** What sending needs from the rest of the app. */
export interface SendDeps {
  db: Db;
  accounts: Pick<AccountService, 'assertActive' | 'refusalsAmong'>;
  ledger: LedgerService;
  numbers: Pick<NumberService, 'amongWithin'>;
  rates: Pick<RateService, 'rateFor'>;
  media: MediaService;
}

/**
 * How sends are grouped: a batch forms while the previous one commits (SQLite has one writer, so
 * one batch at a time), at most 64 sends in one transaction.
 */
export const SEND_BATCHING: GroupCommitOptions = { maxBatch: 64, maxInFlight: 1, windowMs: 0 };

/**
 * Sends from an account's number: checks, prices, stores and debits in one transaction, which
 * sends arriving together share (group commit, see storeSends). A message is stored before anyone
 * is told about it, and an smsId is stored and charged at most once.
 */
export class SendService {
  readonly #batches: GroupCommit<SendRequest, SendOutcome>;

  constructor(
    private readonly deps: SendDeps,
    batching: GroupCommitOptions = SEND_BATCHING,
  ) {
    this.#batches = new GroupCommit((requests) => this.store(requests), batching);
  }

  /** Stores and charges the message, or throws an AppError with the ack's retcode. */
  async send(accountId: string, payload: SendMessagePayload): Promise<SendOutcome> {
    if (payload.msgType !== 'mms') return this.#batches.submit({ accountId, payload });
    // A picture is re-encoded and stored only for a send that would go through now; its batch checks it again.
    const earlier = await this.checkBeforeStaging(accountId, payload);
    if (earlier !== undefined) return earlier;
    const staged = await this.deps.media.stageImage(payload.fileBuffer ?? new Uint8Array(), 'fileBuffer');
    const discard = () => this.deps.media.discard(staged).catch(() => {});
    let outcome: SendOutcome;
    try {
      outcome = await this.#batches.submit({ accountId, payload, staged });
    } catch (error) {
      await discard();
      throw error;
    }
    if (!outcome.fresh) await discard();
    return outcome;
  }

  /** Resolves once every send submitted so far has been stored or refused (on shutdown). */
  drain(): Promise<void> {
    return this.#batches.drain();
  }

  /**
   * The checks of a batch, made alone and before anything is written: throws the refusal, or
   * resolves the stored message when the smsId was sent before.
   */
  private async checkBeforeStaging(
    accountId: string,
    payload: SendMessagePayload,
  ): Promise<SendOutcome | undefined> {
    const { db, accounts, ledger, numbers, rates } = this.deps;
    await accounts.assertActive(accountId);
    const earlier = await findBySmsId(db, accountId, payload.smsId);
    if (earlier !== undefined) return { row: sameMessage(earlier, payload), fresh: false };
    const found = await numbers.amongWithin(db, [payload.fromNumber, payload.toNumber]);
    const from = found.get(payload.fromNumber);
    const own = ownNumber(accountId, { from });
    const rate = own === undefined ? undefined : await rates.rateFor(rateKeyOf(own));
    const { cost } = priceSend(accountId, payload, { from, to: found.get(payload.toNumber), rate });
    assertCovered(await ledger.balance(accountId), cost);
    return undefined;
  }

  /** One batch; when its transaction fails as a whole (a race or a deadlock), each send again on its own. */
  private async store(requests: readonly SendRequest[]): Promise<ItemOutcome<SendOutcome>[]> {
    try {
      return await storeSends(this.deps, requests);
    } catch (error) {
      if (requests.length === 1) return [await this.afterFailure(requests[0]!, error)];
    }
    const outcomes: ItemOutcome<SendOutcome>[] = [];
    for (const request of requests) {
      try {
        outcomes.push(...(await storeSends(this.deps, [request])));
      } catch (error) {
        outcomes.push(await this.afterFailure(request, error));
      }
    }
    return outcomes;
  }

  /** A send whose own transaction failed: when a concurrent send of its smsId won, that one's row answers. */
  private async afterFailure(request: SendRequest, error: unknown): Promise<ItemOutcome<SendOutcome>> {
    if (error instanceof DuplicateLedgerEntryError || isUniqueViolation(error)) {
      const original = await findBySmsId(this.deps.db, request.accountId, request.payload.smsId);
      if (original !== undefined) {
        try {
          return { ok: true, value: { row: sameMessage(original, request.payload), fresh: false } };
        } catch (clash) {
          return { ok: false, error: clash };
        }
      }
    }
    return { ok: false, error };
  }
}

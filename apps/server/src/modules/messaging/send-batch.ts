import { MessageStatus, type SendMessagePayload } from '@switchboard/protocol';
import type { MessageRow, PhoneNumberRow, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import type { BatchDebit, LedgerService } from '../ledger/ledger.service.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import { type NumberService, rateKeyOf } from '../numbers/numbers.service.ts';
import type { RateRow, RateService } from '../rates/rates.service.ts';
import { recordMessages } from './conversations.repo.ts';
import type { ItemOutcome } from './group-commit.ts';
import { findBySmsIds, insertMessages } from './messages.repo.ts';
import { advanceReadMarkers } from './read-markers.repo.ts';
import { assertCovered, ownNumber, priceSend, sameMessage } from './send-checks.ts';

/** A stored outbound message; `fresh` is false when an earlier send with the same smsId stored it. */
export interface SendOutcome {
  row: MessageRow;
  fresh: boolean;
  /** The conversation's read marker when this send moved it (a user who replies has read it). */
  readAt?: number;
}

/** One send waiting for its batch. */
export interface SendRequest {
  accountId: string;
  payload: SendMessagePayload;
  /** The picture of an MMS, written to storage already; its record is written with the message. */
  staged?: StagedMedia | undefined;
}

/** What a batch of sends needs from the rest of the app. */
export interface SendBatchDeps {
  accounts: Pick<AccountService, 'refusalsAmong'>;
  ledger: LedgerService;
  numbers: Pick<NumberService, 'amongWithin'>;
  rates: Pick<RateService, 'rateFor'>;
  media: Pick<MediaService, 'record'>;
}

/** The ledger reference of a message: one debit per account and smsId, ever. */
export function messageReference(accountId: string, smsId: string): string {
  return `sms:${accountId}:${smsId}`;
}

/** A send of the batch that will be stored, and where its outcome goes. */
interface Fresh {
  index: number;
  row: MessageRow;
  staged: StagedMedia | undefined;
}

/** What one item of a batch came to while the batch was decided. */
type Decision =
  | { kind: 'done'; outcome: ItemOutcome<SendOutcome> }
  | { kind: 'fresh'; fresh: Fresh }
  | { kind: 'repeat'; of: number };

const keyOf = (accountId: string, smsId: string) => `${accountId}\n${smsId}`;

/** The rate of every owned sending number of the batch, by rate key (from the rate cache). */
async function ratesOf(
  trx: Trx,
  rates: SendBatchDeps['rates'],
  requests: readonly SendRequest[],
  numbers: ReadonlyMap<string, PhoneNumberRow>,
): Promise<Map<string, RateRow | undefined>> {
  const keys = new Set<string>();
  for (const { accountId, payload } of requests) {
    const own = ownNumber(accountId, { from: numbers.get(payload.fromNumber) });
    if (own !== undefined) keys.add(rateKeyOf(own));
  }
  const found = new Map<string, RateRow | undefined>();
  for (const key of keys) found.set(key, await rates.rateFor(key, trx));
  return found;
}

/** The outbound row of a checked send. */
function rowOf(request: SendRequest, priced: ReturnType<typeof priceSend>, date: number): MessageRow {
  const { accountId, payload, staged } = request;
  return {
    id: orderedId(),
    account_id: accountId,
    sms_id: payload.smsId,
    own_full: priced.own.full_number,
    own_tel_code: priced.own.tel_code,
    own_number: priced.own.phone,
    other_full: payload.toNumber,
    other_tel_code: priced.other.telCode,
    other_number: priced.other.phone,
    direction: 'out',
    type: payload.msgType,
    text: payload.text,
    media: staged?.link ?? '',
    status: MessageStatus.sent,
    date,
    segments: priced.segments,
    charge: priced.cost,
    stt: null,
    stt_language: null,
    carrier_transcript: null,
    highlight_target: null,
    highlight_text: null,
    carrier_status: 'pending',
    carrier_id: null,
    // Claimed for its hand-over by this node as it is stored (see DeliveryService.dispatchStored).
    dispatch_at: date,
    deleted_at: null,
  };
}

/**
 * Decides every send of the batch against what the transaction read, in the order they came: the
 * account's status, an earlier message with the smsId (answered as it was stored), a repeat of an
 * smsId earlier in the batch (answered with that one's outcome), the checks of priceSend, then the
 * balance, which counts down as the account's earlier sends of the batch spend it.
 */
function decide(
  requests: readonly SendRequest[],
  facts: {
    refusals: ReadonlyMap<string, AppError>;
    earlier: ReadonlyMap<string, MessageRow>;
    numbers: ReadonlyMap<string, PhoneNumberRow>;
    rates: ReadonlyMap<string, RateRow | undefined>;
    balances: Map<string, number>;
  },
): Decision[] {
  const firstOf = new Map<string, number>();
  const date = Date.now();
  return requests.map((request, index): Decision => {
    const { accountId, payload } = request;
    const key = keyOf(accountId, payload.smsId);
    try {
      const refusal = facts.refusals.get(accountId);
      if (refusal !== undefined) throw refusal;
      const earlier = facts.earlier.get(key);
      if (earlier !== undefined)
        return {
          kind: 'done',
          outcome: { ok: true, value: { row: sameMessage(earlier, payload), fresh: false } },
        };
      const first = firstOf.get(key);
      if (first !== undefined) return { kind: 'repeat', of: first };
      firstOf.set(key, index);
      const from = facts.numbers.get(payload.fromNumber);
      const own = ownNumber(accountId, { from });
      const rate = own === undefined ? undefined : facts.rates.get(rateKeyOf(own));
      const priced = priceSend(accountId, payload, { from, to: facts.numbers.get(payload.toNumber), rate });
      const balance = facts.balances.get(accountId) ?? 0;
      assertCovered(balance, priced.cost);
      facts.balances.set(accountId, balance - priced.cost);
      return { kind: 'fresh', fresh: { index, row: rowOf(request, priced, date), staged: request.staged } };
    } catch (error) {
      // Only a refusal fails one send alone; anything else fails the batch (and is retried alone).
      if (error instanceof AppError) return { kind: 'done', outcome: { ok: false, error } };
      throw error;
    }
  });
}

/** A repeat of an smsId in the batch answers as a resend would: with the first one's row, or its refusal. */
function repeatOutcome(
  first: ItemOutcome<SendOutcome>,
  payload: SendMessagePayload,
): ItemOutcome<SendOutcome> {
  if (!first.ok) return first;
  try {
    return { ok: true, value: { row: sameMessage(first.value.row, payload), fresh: false } };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Writes the fresh sends: debits, media records, rows, their conversations, read markers. */
async function write(deps: SendBatchDeps, trx: Trx, fresh: readonly Fresh[]): Promise<Map<number, number>> {
  const debits: BatchDebit[] = fresh
    .filter(({ row }) => row.charge > 0)
    .map(({ row }) => ({
      accountId: row.account_id,
      amount: row.charge,
      // A send is an SMS or an MMS (sendMessage's msgType); the ledger names it so.
      kind: row.type === 'mms' ? LedgerKind.mms : LedgerKind.sms,
      reference: messageReference(row.account_id, row.sms_id),
    }));
  await deps.ledger.debitAllWithin(trx, debits);
  for (const { row, staged } of fresh)
    if (staged !== undefined) await deps.media.record(trx, staged, row.account_id);
  const rows = fresh.map(({ row }) => row);
  await insertMessages(trx, rows);
  await recordMessages(trx, rows);
  // A user who replies has read the conversation: its marker moves to the last send of the batch in it.
  const lastIn = new Map<string, Fresh>();
  for (const item of fresh)
    lastIn.set(`${item.row.account_id}\n${item.row.own_full}\n${item.row.other_full}`, item);
  const last = [...lastIn.values()];
  const marks = last.map(({ row }) => ({
    key: { accountId: row.account_id, ownFull: row.own_full, otherFull: row.other_full },
    readAt: Number(row.date),
  }));
  const moved = await advanceReadMarkers(trx, marks, Date.now());
  const readAt = new Map<number, number>();
  for (const [at, time] of moved) readAt.set(last[at]!.index, time);
  return readAt;
}

/**
 * Stores a batch of sends in one transaction: the balance rows of every account of the batch are
 * locked first, so what is read next (statuses, earlier messages, numbers) cannot change under it,
 * on any node, until the commit; each send is decided on that (see decide); the fresh ones are
 * written together, each account debited once for its fresh sends and each send given its own
 * ledger entry. Resolves one outcome per send, in order, right after the commit (the balance events
 * go out after that); a send refused fails alone. Throws when the transaction fails, having stored
 * nothing: the caller retries the sends one by one.
 */
export function storeSends(
  deps: SendBatchDeps,
  requests: readonly SendRequest[],
): Promise<ItemOutcome<SendOutcome>[]> {
  return new Promise((resolve, reject) => {
    const work = async (trx: Trx): Promise<ItemOutcome<SendOutcome>[]> => {
      const accountIds = [...new Set(requests.map((request) => request.accountId))];
      const balances = await deps.ledger.lockBalances(trx, accountIds);
      const refusals = await deps.accounts.refusalsAmong(trx, accountIds);
      const smsIds = [...new Set(requests.map((request) => request.payload.smsId))];
      const earlier = new Map(
        (await findBySmsIds(trx, accountIds, smsIds)).map((row) => [keyOf(row.account_id, row.sms_id), row]),
      );
      const numbers = await deps.numbers.amongWithin(
        trx,
        requests.flatMap(({ payload }) => [payload.fromNumber, payload.toNumber]),
      );
      const rates = await ratesOf(trx, deps.rates, requests, numbers);
      const decisions = decide(requests, { refusals, earlier, numbers, rates, balances });
      const fresh = decisions.flatMap((decision) => (decision.kind === 'fresh' ? [decision.fresh] : []));
      const readAt = await write(deps, trx, fresh);
      const outcomes: ItemOutcome<SendOutcome>[] = decisions.map((decision, index) => {
        if (decision.kind === 'done') return decision.outcome;
        if (decision.kind === 'repeat') return { ok: false, error: undefined };
        const marker = readAt.get(index);
        const { row } = decision.fresh;
        return {
          ok: true,
          value: marker === undefined ? { row, fresh: true } : { row, fresh: true, readAt: marker },
        };
      });
      for (const [index, decision] of decisions.entries())
        if (decision.kind === 'repeat')
          outcomes[index] = repeatOutcome(outcomes[decision.of]!, requests[index]!.payload);
      return outcomes;
    };
    deps.ledger.transaction(work, resolve).catch(reject);
  });
}

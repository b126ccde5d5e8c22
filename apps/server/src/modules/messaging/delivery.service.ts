import { SocketEvent } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { CarrierGateway, InboundMessage } from '../../adapters/carrier/index.ts';
import type { DispatchTiming } from '../../config/index.ts';
import type { Db, MessageRow } from '../../db/types.ts';
import type { Realtime } from '../../realtime/index.ts';
import { type MediaService, mediaIdFromLink } from '../media/media.service.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { CarrierEventService } from './carrier-events.service.ts';
import { GroupCommit, type GroupCommitOptions, type ItemOutcome } from './group-commit.ts';
import { type CarrierResult, claimDispatches, pendingDispatch, setCarrierResults } from './messages.repo.ts';
import { storeInbound } from './receive-batch.ts';
import type { VoicemailService } from './voicemail.service.ts';
import { toReceivePayload } from './wire.ts';

/** Rows still pending after this long are given up. */
const GIVE_UP_AFTER_MS = 86_400_000;
/** Rows one retry takes: handed over in batches like any send's, so a node back from a crash clears its backlog in a few ticks. */
const RETRY_BATCH = 500;

/** How hand-overs and inbound messages are grouped (see GroupCommit). */
export const DELIVERY_BATCHING: GroupCommitOptions = { maxBatch: 64, maxInFlight: 1, windowMs: 0 };

/** What delivery needs from the rest of the app. */
export interface DeliveryDeps {
  db: Db;
  numbers: Pick<NumberService, 'amongWithin'>;
  media: MediaService;
  carrier: CarrierGateway;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Lease and age of the retry (DISPATCH_LEASE_MS, DISPATCH_RETRY_AFTER_MS). */
  timing: Pick<DispatchTiming, 'leaseMs' | 'retryAfterMs'>;
  /** Transcribes a stored voicemail in the background, when an engine is configured. */
  voicemail: Pick<VoicemailService, 'transcribeOnArrival'>;
  /** Fails (and refunds) a message the carrier refused at the hand-over, or never took for a day. */
  carrierEvents: Pick<CarrierEventService, 'recordStatuses' | 'giveUpStale'>;
  /** Pushes a new message to the account's browsers with no tab open (Web Push). */
  push?: Pick<PushService, 'newMessage'>;
}

/** An outbound row to hand over; `claimed` when the transaction that stored it also claimed it. */
interface HandOver {
  row: MessageRow;
  claimed: boolean;
}

/**
 * Hands stored outbound messages to the carrier and stores inbound ones for their owners. Both go
 * in batches: the rows handed over together are claimed in one statement (a fresh send was claimed
 * when it was stored) and their carrier results written in one, and inbound messages arriving
 * together are stored in one transaction.
 */
export class DeliveryService {
  readonly #handOvers: GroupCommit<HandOver, void>;
  readonly #inbound: GroupCommit<InboundMessage, MessageRow | undefined>;

  constructor(
    private readonly deps: DeliveryDeps,
    batching: GroupCommitOptions = DELIVERY_BATCHING,
  ) {
    this.#handOvers = new GroupCommit((rows) => this.handOver(rows), batching);
    this.#inbound = new GroupCommit((messages) => this.storeInbound(messages), batching);
    deps.carrier.setInboundSink(async (message) => (await this.receive(message)) !== undefined);
  }

  /**
   * Stores an inbound message for the account owning its number and tells that account's sockets.
   * Undefined when the number has no owner or the message was already stored.
   */
  async receive(message: InboundMessage): Promise<MessageRow | undefined> {
    const row = await this.#inbound.submit(message);
    // A message from a blocked number is stored hidden: nobody is told of it.
    if (row !== undefined && row.deleted_at === null) {
      this.deps.realtime.toAccount(row.account_id).emit(SocketEvent.receiveMessage, toReceivePayload(row));
      this.deps.voicemail.transcribeOnArrival(row);
      void this.deps.push?.newMessage(row);
    }
    return row;
  }

  /**
   * Hands an outbound row to the carrier that the send's own transaction claimed (its dispatch_at is
   * its time): no other node takes it before that claim's lease runs out, so no claim is needed
   * here. Failures are logged and retried later.
   */
  dispatchStored(row: MessageRow): Promise<void> {
    return this.#handOvers.submit({ row, claimed: true });
  }

  /**
   * Retries outbound rows left pending (a node stopped, the carrier failed); safe on several nodes.
   * A row the carrier has not taken for a day is given up: failed, and its charge given back.
   */
  async retryPending(): Promise<number> {
    const now = Date.now();
    const failed = await this.deps.carrierEvents.giveUpStale(now - GIVE_UP_AFTER_MS, RETRY_BATCH);
    if (failed > 0) this.deps.log.warn({ failed }, 'gave up handing messages to the carrier');
    const rows = await pendingDispatch(
      this.deps.db,
      now - this.deps.timing.retryAfterMs,
      now - this.deps.timing.leaseMs,
      RETRY_BATCH,
    );
    await Promise.all(rows.map((row) => this.#handOvers.submit({ row, claimed: false })));
    return rows.length;
  }

  /** Resolves once every hand-over and inbound message submitted so far is done (on shutdown). */
  async drain(): Promise<void> {
    await this.#handOvers.drain();
    await this.#inbound.drain();
  }

  /** Inbound messages in one transaction; if it fails as a whole, each again on its own. */
  private async storeInbound(
    messages: readonly InboundMessage[],
  ): Promise<ItemOutcome<MessageRow | undefined>[]> {
    const deps = { db: this.deps.db, numbers: this.deps.numbers, media: this.deps.media };
    try {
      return await storeInbound(deps, messages);
    } catch (error) {
      if (messages.length === 1) return [{ ok: false, error }];
    }
    const outcomes: ItemOutcome<MessageRow | undefined>[] = [];
    for (const message of messages) {
      try {
        outcomes.push(...(await storeInbound(deps, [message])));
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  /**
   * Claims the rows (only one node at a time, again only after an unfinished claim's lease ran
   * out), hands each claimed one to the carrier, and records what it said. Nothing here throws:
   * a row not handed over stays pending and the retry job takes it again.
   */
  private async handOver(items: readonly HandOver[]): Promise<ItemOutcome<void>[]> {
    const { db, carrier, log } = this.deps;
    const done = items.map((): ItemOutcome<void> => ({ ok: true, value: undefined }));
    const unique = [...new Map(items.map((item) => [item.row.id, item])).values()];
    let claimed: Set<string>;
    try {
      const fresh = await claimDispatches(
        db,
        unique.filter((item) => !item.claimed).map((item) => item.row.id),
        Date.now(),
        this.deps.timing.leaseMs,
      );
      claimed = new Set([...unique.filter((item) => item.claimed).map((item) => item.row.id), ...fresh]);
    } catch (error) {
      log.warn({ err: error, carrier: carrier.name }, 'message hand-over failed; will retry');
      return done;
    }
    const results = await Promise.all(
      unique
        .map((item) => item.row)
        .filter((row) => claimed.has(row.id))
        .map(async (row): Promise<CarrierResult | undefined> => {
          try {
            const result = await carrier.send({
              messageId: row.id,
              senderAccountId: row.account_id,
              smsId: row.sms_id,
              fromNumber: row.own_full,
              toNumber: row.other_full,
              type: row.type === 'mms' ? 'mms' : 'sms',
              text: row.text,
              mediaIds: row.media
                .split(',')
                .map((link) => mediaIdFromLink(link))
                .filter((id): id is string => id !== undefined),
            });
            return { id: row.id, status: result.status, carrierId: result.carrierId };
          } catch (error) {
            log.warn(
              { err: error, messageId: row.id, carrier: carrier.name },
              'message hand-over failed; will retry',
            );
            return undefined;
          }
        }),
    );
    const answered = results.filter((result) => result !== undefined);
    try {
      await setCarrierResults(
        db,
        answered.filter((result) => result.status !== 'failed'),
      );
      // A refusal is final: the message fails and its charge goes back, together.
      await this.deps.carrierEvents.recordStatuses(
        answered.flatMap(({ id, status, carrierId }) =>
          status === 'failed' ? [{ id, status, carrierId }] : [],
        ),
      );
    } catch (error) {
      log.warn({ err: error, carrier: carrier.name }, 'carrier results not recorded; will retry');
    }
    return done;
  }
}

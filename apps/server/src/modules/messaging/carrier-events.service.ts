import { SocketEvent } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  moveCarrierStatus,
  type ReportedStatus,
  setCarrierTranscript,
  stalePendingIds,
} from './carrier-events.repo.ts';
import { findBySmsId } from './messages.repo.ts';
import { inboundSmsId } from './receive-batch.ts';

/** What the carrier reported about one outbound message. */
export interface CarrierStatusUpdate {
  /** Id of the stored row. */
  id: string;
  /** The carrier's id of the message (Twilio's MessageSid) or why it refused it; null when it never took it. */
  carrierId: string | null;
  status: ReportedStatus;
}

/** What carrier events need from the rest of the app. */
export interface CarrierEventDeps {
  db: Db;
  ledger: LedgerService;
  /** Tells the owner's sockets of a transcript that came after its voicemail. */
  events: Pick<AccountEvents, 'publish'>;
}

/**
 * The ledger reference of the refund of a message the carrier failed: one per account and smsId,
 * ever, so a failure reported twice (or by the hand-over and a callback) pays back once.
 */
export function carrierRefundReference(accountId: string, smsId: string): string {
  return `carrier-refund:${accountId}:${smsId}`;
}

/**
 * What a carrier reports after the hand-over: the statuses of outbound messages (a failed one is
 * refunded), and what arrives in parts (a voicemail's transcript after its recording).
 */
export class CarrierEventService {
  constructor(private readonly deps: CarrierEventDeps) {}

  /**
   * Moves a message to the reported status; a message that fails gets its charge back in the same
   * transaction, under its own reference, and its sender's pages are told once it committed.
   * Resolves true when this report changed the message.
   */
  recordStatus(update: CarrierStatusUpdate): Promise<boolean> {
    const { ledger } = this.deps;
    return ledger.transaction(async (trx, events) => {
      const moved = await moveCarrierStatus(trx, update);
      if (moved === undefined) return false;
      if (moved.carrier_status === 'failed') {
        events.emit(moved.account_id, SocketEvent.messageFailed, {
          ownFullNumber: moved.own_full,
          otherFullNumber: moved.other_full,
          smsId: moved.sms_id,
        });
      }
      const charge = Number(moved.charge);
      if (moved.carrier_status === 'failed' && charge > 0) {
        await ledger.creditWithin(
          trx,
          moved.account_id,
          charge,
          // The kind of the charge it gives back, so the bill history lists it with messages.
          moved.type === 'mms' ? LedgerKind.mms : LedgerKind.sms,
          carrierRefundReference(moved.account_id, moved.sms_id),
        );
      }
      return true;
    });
  }

  /** recordStatus for each update, one transaction each (a refusal is rare; its refund stands alone). */
  async recordStatuses(updates: readonly CarrierStatusUpdate[]): Promise<void> {
    for (const update of updates) await this.recordStatus(update);
  }

  /**
   * Gives up messages the carrier never took, stored before `before` (at most `limit` of them):
   * each fails and is refunded as a refusal is. Resolves how many this call failed.
   */
  async giveUpStale(before: number, limit: number): Promise<number> {
    let failed = 0;
    for (const id of await stalePendingIds(this.deps.db, before, limit)) {
      if (await this.recordStatus({ id, carrierId: null, status: 'failed' })) failed += 1;
    }
    return failed;
  }

  /** Whether the account already has the inbound message of this source key (see InboundMessage.dedupeKey). */
  async received(accountId: string, dedupeKey: string): Promise<boolean> {
    return (await findBySmsId(this.deps.db, accountId, inboundSmsId(dedupeKey))) !== undefined;
  }

  /**
   * Stores the carrier's transcript of a voicemail stored before it (the recording came first) and
   * tells the owner, unless a transcript was shown already. Resolves true when this call stored it.
   */
  async attachVoicemailTranscript(
    accountId: string,
    dedupeKey: string,
    transcript: string,
  ): Promise<boolean> {
    const row = await setCarrierTranscript(this.deps.db, accountId, inboundSmsId(dedupeKey), transcript);
    if (row === undefined) return false;
    if (row.stt === null || row.stt === '') {
      this.deps.events.publish(accountId, SocketEvent.voicemailTranscribed, {
        ownFullNumber: row.own_full,
        otherFullNumber: row.other_full,
        smsId: row.sms_id,
        stt: transcript,
      });
    }
    return true;
  }
}

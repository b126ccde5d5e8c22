import { MessageStatus } from '@switchboard/protocol';
import { sql } from 'kysely';
import type { CarrierStatus, Executor, MessageRow } from '../../db/types.ts';

/** A carrier status an outbound message can move to. */
export type ReportedStatus = 'sent' | 'delivered' | 'failed';

/**
 * The statuses a message may be in to move to each: only forward, so a report that arrives late
 * ("sent" after "delivered") changes nothing, and delivered and failed are final.
 */
const MOVES_FROM: Readonly<Record<ReportedStatus, readonly CarrierStatus[]>> = {
  sent: ['pending'],
  delivered: ['pending', 'sent'],
  failed: ['pending', 'sent'],
};

/**
 * Moves an outbound message to what the carrier reported, in one statement: only forward, only
 * when the carrier's id is the message's (or the message has none yet, when the report came
 * before the hand-over's own answer was recorded). A carrier id of null (the carrier never took
 * the message) matches any. A failed message shows as failed to its sender. Resolves the row when
 * this call moved it.
 */
export function moveCarrierStatus(
  ex: Executor,
  update: { id: string; carrierId: string | null; status: ReportedStatus },
): Promise<MessageRow | undefined> {
  const { carrierId } = update;
  return ex
    .updateTable('messages')
    .set({
      carrier_status: update.status,
      ...(carrierId === null ? {} : { carrier_id: sql<string>`coalesce(carrier_id, ${carrierId})` }),
      ...(update.status === 'failed' ? { status: MessageStatus.failed } : {}),
    })
    .where('id', '=', update.id)
    .where('direction', '=', 'out')
    .where('carrier_status', 'in', [...MOVES_FROM[update.status]])
    .$if(carrierId !== null, (query) =>
      query.where((eb) => eb.or([eb('carrier_id', 'is', null), eb('carrier_id', '=', carrierId)])),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Outbound messages still waiting for the carrier that were stored before `before`, oldest first. */
export async function stalePendingIds(ex: Executor, before: number, limit: number): Promise<string[]> {
  const rows = await ex
    .selectFrom('messages')
    .select('id')
    .where('carrier_status', '=', 'pending')
    .where('date', '<', before)
    .orderBy('date')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Stores the carrier's transcript on the account's voicemail that has none yet; the row when this call did. */
export function setCarrierTranscript(
  ex: Executor,
  accountId: string,
  smsId: string,
  transcript: string,
): Promise<MessageRow | undefined> {
  return ex
    .updateTable('messages')
    .set({ carrier_transcript: transcript })
    .where('account_id', '=', accountId)
    .where('sms_id', '=', smsId)
    .where('type', '=', 'voicemail')
    .where((eb) => eb.or([eb('carrier_transcript', 'is', null), eb('carrier_transcript', '=', '')]))
    .returningAll()
    .executeTakeFirst();
}

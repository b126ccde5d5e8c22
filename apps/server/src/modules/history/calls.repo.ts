import { randomUUID } from 'node:crypto';
import type { Executor, MessageRow } from '../../db/types.ts';

/** A call the carrier reported, stored inside the caller's transaction. */
export interface NewCall {
  accountId: string;
  direction: 'in' | 'out';
  fromNumber: string;
  toNumber: string;
  duration: number;
  line: number;
  charge: number;
  type: 'call' | 'voicemail';
  date: number;
}

/** Stores one call row. */
export async function insertCall(ex: Executor, call: NewCall): Promise<void> {
  await ex
    .insertInto('calls')
    .values({
      id: randomUUID(),
      account_id: call.accountId,
      direction: call.direction,
      from_number: call.fromNumber,
      to_number: call.toNumber,
      duration: call.duration,
      line: call.line,
      charge: call.charge,
      type: call.type,
      date: call.date,
    })
    .execute();
}

/**
 * A received voicemail is an inbound call that went to voicemail: recorded with line 0 and no
 * charge; the audio length is not known at delivery, so duration is 0.
 */
export async function recordVoicemailCall(ex: Executor, message: MessageRow): Promise<void> {
  await insertCall(ex, {
    accountId: message.account_id,
    direction: 'in',
    fromNumber: message.other_full,
    toNumber: message.own_full,
    duration: 0,
    line: 0,
    charge: 0,
    type: 'voicemail',
    date: Number(message.date),
  });
}

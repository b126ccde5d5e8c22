import { randomUUID } from 'node:crypto';
import { type SendMessagePayload, SocketEvent } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MessageRow } from '../../src/db/types.ts';
import { recordMessages } from '../../src/modules/messaging/conversations.repo.ts';
import { type NumberedAccount, newSmsId } from './factories.ts';

/** A valid sms payload from an account's number. */
export function smsPayload(
  from: NumberedAccount,
  toNumber: string,
  text: string,
  overrides: Partial<SendMessagePayload> = {},
): SendMessagePayload {
  return {
    fromNumber: from.number,
    toNumber,
    text,
    msgType: 'sms',
    smsId: newSmsId(),
    platform: from.brand,
    ...overrides,
  };
}

/** A valid mms payload carrying a picture. */
export function mmsPayload(
  from: NumberedAccount,
  toNumber: string,
  file: Uint8Array,
  text = '',
): SendMessagePayload {
  return smsPayload(from, toNumber, text, {
    msgType: 'mms',
    fileBuffer: new Uint8Array(file),
    fileType: 'image/jpeg',
    fileName: 'p.jpg',
  });
}

/** A small JPEG carrying EXIF (camera make and a copyright line). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Copyright: 'secret location' } } })
    .toBuffer();
}

/** A small PNG. */
export function png(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

/** A short silent 8 kHz mono WAV recording. */
export function wav(samples = 800): Buffer {
  const data = samples * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(data, 40);
  return buffer;
}

/** A received message row of the account (for history at chosen dates), not stored yet. */
export function messageRowOf(
  account: NumberedAccount,
  fields: Partial<MessageRow> & { other_full: string; date: number },
): MessageRow {
  return {
    id: randomUUID(),
    account_id: account.id,
    sms_id: newSmsId(),
    own_full: account.number,
    own_tel_code: account.telCode,
    own_number: account.phone,
    other_tel_code: '1',
    other_number: fields.other_full.slice(1),
    direction: 'in',
    type: 'sms',
    text: 'hello',
    media: '',
    status: 0,
    segments: 1,
    charge: 0,
    stt: null,
    stt_language: null,
    carrier_transcript: null,
    highlight_target: null,
    highlight_text: null,
    carrier_status: 'none',
    carrier_id: null,
    dispatch_at: null,
    deleted_at: null,
    ...fields,
  };
}

/** Stores a message row directly (for history at chosen dates); returns it. */
export async function insertRow(
  app: FastifyInstance,
  account: NumberedAccount,
  fields: Partial<MessageRow> & { other_full: string; date: number },
): Promise<MessageRow> {
  const row = messageRowOf(account, fields);
  await storeRows(app, [row]);
  return row;
}

/** Stores message rows directly, with their conversations, as the server stores a message. */
export function storeRows(app: FastifyInstance, rows: readonly MessageRow[]): Promise<void> {
  return app.db.transaction().execute(async (trx) => {
    await trx.insertInto('messages').values(rows).execute();
    await recordMessages(trx, rows);
  });
}

/** Message rows of an account for one smsId (deleted or not). */
export function rowsOf(app: FastifyInstance, accountId: string): Promise<MessageRow[]> {
  return app.db
    .selectFrom('messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('date')
    .execute();
}

/** Ledger entries of an account of a kind. */
export function debitsOf(
  app: FastifyInstance,
  accountId: string,
): Promise<{ amount: number; reference: string }[]> {
  return app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('amount', '<', 0)
    .execute();
}

/** The event name, re-exported for raw emits in tests. */
export const SEND_EVENT = SocketEvent.sendMessage;

/** A voicemail without transcript (a short WAV) delivered to the account; returns its media link. */
export async function voicemailFor(app: FastifyInstance, account: NumberedAccount): Promise<string> {
  const staged = await app.services.media.stageAudio(wav(), 'file');
  await app.db.transaction().execute((trx) => app.services.media.record(trx, staged, account.id));
  const row = await app.services.messaging.delivery.receive({
    dedupeKey: randomUUID(),
    fromNumber: '14155550123',
    toNumber: account.number,
    type: 'voicemail',
    text: '',
    mediaIds: [staged.id],
  });
  if (row === undefined) throw new Error('voicemail not stored');
  return row.media;
}

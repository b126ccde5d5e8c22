import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import type { Mailer, MailMessage, TextMessage, TextSender } from './types.ts';

/** How many messages the outbox route and page show. */
export const OUTBOX_LIMIT = 50;

/** Stores one message in the outbox. */
export async function recordOutbox(db: Db, message: Omit<OutboxMessage, 'sentAt'>): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      id: randomUUID(),
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      sent_at: Date.now(),
    })
    .execute();
}

/** The newest messages of the outbox, newest first. */
export async function listOutbox(db: Db, limit = OUTBOX_LIMIT): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    sentAt: Number(row.sent_at),
  }));
}

/** Deletes outbox messages older than `before`: they only serve testers reading fresh codes. */
export async function pruneOutbox(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('outbox_messages').where('sent_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The mailer without an SMTP server: mails land in the outbox, where the simulator shows them. */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';

  constructor(private readonly db: Db) {}

  /** Stores the mail in the outbox. */
  async send(message: MailMessage): Promise<void> {
    await recordOutbox(this.db, { channel: 'email', ...message });
  }
}

/**
 * Texts to outside phones land in the outbox: the embedded carrier accepts messages to outside
 * numbers without recording them, so a code sent through it could never be read by a tester.
 */
export class OutboxTextSender implements TextSender {
  constructor(private readonly db: Db) {}

  /** Stores the text in the outbox. */
  async send(message: TextMessage): Promise<void> {
    await recordOutbox(this.db, { channel: 'sms', to: message.to, subject: '', text: message.text });
  }
}

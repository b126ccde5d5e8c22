import { z } from 'zod';
import { TELNYX_CALLBACK_FIELDS, TELNYX_EVENTS } from '../../adapters/carrier/index.ts';
import type { InboundPost } from './carrier-inbound.ts';

/** Most attachments read from one message; Telnyx's MMS carry at most ten. */
const MAX_MEDIA = 10;

/** A signed webhook that does not read as a messaging event; the message says what is wrong. */
export class UnreadableEvent extends Error {
  override name = 'UnreadableEvent';
}

/** A phone number as Telnyx writes it (E.164); short codes too, as senders of verification texts use them. */
const number = z.string().regex(/^\+?\d{3,15}$/, 'must be a phone number');
const party = z.object({ phone_number: number, status: z.string().optional() });

const eventSchema = z.object({
  data: z.object({
    event_type: z.string().min(1),
    payload: z.looseObject({}).optional(),
  }),
});

const receivedSchema = z.object({
  id: z.string().min(1).max(100),
  from: party,
  to: z.array(party).min(1),
  text: z.string().nullish(),
  media: z
    .array(z.object({ url: z.url({ protocol: /^https?$/ }), content_type: z.string().nullish() }))
    .max(MAX_MEDIA)
    .default([]),
});

const statusSchema = z.object({
  id: z.string().min(1).max(100),
  to: z.array(z.object({ status: z.string().optional() })).min(1),
  webhook_url: z.string().nullish(),
});

/** What a messaging webhook of Telnyx asks for. */
export type TelnyxEvent =
  | { kind: 'received'; post: InboundPost }
  | {
      kind: 'status';
      /** Telnyx's id of the message. */
      carrierMessageId: string;
      /** Our row's id, from the webhook address the message was sent with; undefined when it named none. */
      messageId: string | undefined;
      /** The recipient's status (to[0].status). */
      status: string | undefined;
    }
  | { kind: 'other'; eventType: string };

/** What a schema read, or UnreadableEvent naming the first problem. */
function read<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UnreadableEvent(
    issue === undefined ? `${where}: unreadable` : `${[where, ...issue.path].join('.')}: ${issue.message}`,
  );
}

/** The row id a webhook address of ours carries in its `message` field. */
function messageIdOf(webhookUrl: string | null | undefined): string | undefined {
  if (webhookUrl === null || webhookUrl === undefined || !URL.canParse(webhookUrl)) return undefined;
  return new URL(webhookUrl).searchParams.get(TELNYX_CALLBACK_FIELDS.message) ?? undefined;
}

/** The messaging event of a webhook whose signature held (the library parsed its JSON). */
export function telnyxEventOf(body: unknown): TelnyxEvent {
  const { data } = read(eventSchema, body, 'body');
  if (data.event_type === TELNYX_EVENTS.received) {
    const payload = read(receivedSchema, data.payload, 'data.payload');
    return {
      kind: 'received',
      post: {
        carrierMessageId: payload.id,
        from: payload.from.phone_number,
        // Our number; a group message names the others in cc, which is not read.
        to: payload.to[0]!.phone_number,
        body: payload.text ?? '',
        media: payload.media.map((item, index) => ({
          field: `media.${index}.url`,
          url: item.url,
          contentType: item.content_type ?? '',
        })),
      },
    };
  }
  if (data.event_type === TELNYX_EVENTS.sent || data.event_type === TELNYX_EVENTS.finalized) {
    const payload = read(statusSchema, data.payload, 'data.payload');
    return {
      kind: 'status',
      carrierMessageId: payload.id,
      messageId: messageIdOf(payload.webhook_url),
      status: payload.to[0]!.status,
    };
  }
  return { kind: 'other', eventType: data.event_type };
}

import { z } from 'zod';

/** Most pictures Twilio attaches to one message. */
const MAX_MEDIA = 10;

/** The form fields of a webhook as posted, a repeated field as a list (as the signature counts it). */
export type FormFields = Record<string, string | string[]>;

/** Reads a posted form body (kept raw by the route's parser) into its fields. */
export function formFieldsOf(body: unknown): FormFields {
  const fields: FormFields = {};
  if (!Buffer.isBuffer(body)) return fields;
  for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
    const earlier = fields[name];
    if (earlier === undefined) fields[name] = value;
    else fields[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return fields;
}

/** The first value of a field; undefined when absent. */
function first(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A form that does not read as the webhook it was posted to; the message says what is wrong. */
export class UnreadableForm extends Error {
  override name = 'UnreadableForm';
}

/** The form read by a schema (each field as its first value), or UnreadableForm naming the first problem. */
function read<T>(schema: z.ZodType<T>, fields: Record<string, string | string[] | undefined>): T {
  const plain = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = schema.safeParse(plain);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UnreadableForm(
    issue === undefined ? 'form: unreadable' : `${issue.path.join('.')}: ${issue.message}`,
  );
}

/** A phone number as Twilio writes it (E.164); short codes too, as senders of verification texts use them. */
const number = z.string().regex(/^\+?\d{3,15}$/, 'must be a phone number');
const sid = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`), `must be a ${prefix} SID`);

const inboundSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, 'must be an SM or MM SID'),
  From: number,
  To: number,
  Body: z.string().default(''),
  NumMedia: z.coerce.number().int().min(0).max(MAX_MEDIA).default(0),
});

/** An inbound SMS or MMS (the messaging webhook). */
export interface InboundMessageForm {
  messageSid: string;
  from: string;
  to: string;
  body: string;
  media: { field: string; url: string; contentType: string }[];
}

/** The inbound message of a messaging webhook's form. */
export function inboundMessageOf(fields: FormFields): InboundMessageForm {
  const form = read(inboundSchema, fields);
  const media: InboundMessageForm['media'] = [];
  for (let index = 0; index < form.NumMedia; index += 1) {
    const url = first(fields, `MediaUrl${index}`);
    if (url === undefined) continue;
    media.push({
      field: `MediaUrl${index}`,
      url,
      contentType: first(fields, `MediaContentType${index}`) ?? '',
    });
  }
  return { messageSid: form.MessageSid, from: form.From, to: form.To, body: form.Body, media };
}

const statusSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/, 'must be an SM or MM SID'),
  MessageStatus: z.string().min(1),
});

/** A message's status callback. */
export function messageStatusOf(fields: FormFields): { messageSid: string; status: string } {
  const form = read(statusSchema, fields);
  return { messageSid: form.MessageSid, status: form.MessageStatus };
}

const callSchema = z.object({ From: number, To: number });

/** The caller and called number of a voice webhook. */
export function callOf(fields: FormFields): { from: string; to: string } {
  const form = read(callSchema, fields);
  return { from: form.From, to: form.To };
}

const recordingSchema = z.object({
  RecordingSid: sid('RE'),
  RecordingUrl: z.url({ protocol: /^https?$/ }),
  /** Only a completed recording can be fetched; Twilio reports absent and failed ones too. */
  RecordingStatus: z.string().default('completed'),
  TranscriptionStatus: z.string().optional(),
  TranscriptionText: z.string().optional(),
  From: number.optional(),
  To: number.optional(),
});

/** A part of a voicemail: the recording's status callback or its transcription callback. */
export interface VoicemailPart {
  recordingSid: string;
  recordingUrl: string;
  completed: boolean;
  /** The transcript, when this part is a completed transcription. */
  transcript: string | undefined;
  from: string;
  to: string;
}

/**
 * The voicemail part of a callback: its fields, the numbers from the callback address's query
 * (our voice webhook put them there; the recording callback carries none) or else the form.
 */
export function voicemailPartOf(
  fields: FormFields,
  query: { from: string | undefined; to: string | undefined },
): VoicemailPart {
  const form = read(recordingSchema, fields);
  const numbers = read(callSchema, { From: query.from ?? form.From, To: query.to ?? form.To });
  const { RecordingSid, RecordingUrl, RecordingStatus, TranscriptionStatus, TranscriptionText } = form;
  // PostgreSQL cannot store NUL in text; a transcript reads the same without it.
  const transcribed =
    TranscriptionStatus === 'completed' ? TranscriptionText?.replaceAll('\u0000', '').trim() : undefined;
  return {
    recordingSid: RecordingSid,
    recordingUrl: RecordingUrl,
    completed: RecordingStatus === 'completed',
    transcript: transcribed === '' ? undefined : transcribed,
    from: numbers.From,
    to: numbers.To,
  };
}

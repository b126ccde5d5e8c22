import { z } from 'zod';

/** The simulator's web page (outside production only). */
export const SIMULATOR_PAGE_PATH = '/simulator';
/** The simulator's injection endpoint (multipart form; outside production only). */
export const SIMULATOR_INBOUND_PATH = '/simulator/inbound';

/** Fields of an injected inbound message (the file part is `file`). */
export const simulatorInboundSchema = z.object({
  /** What to inject. */
  kind: z.enum(['sms', 'mms', 'voicemail', 'verificationCode']),
  /** Outside sender, full number digits. */
  from: z.string().regex(/^\d{5,18}$/),
  /** Number of this service receiving it, full number digits. */
  to: z.string().regex(/^\d{5,18}$/),
  /** Text of the message, or the transcript of a voicemail. */
  text: z.string().max(1600).default(''),
});
/** An injected inbound message. */
export type SimulatorInbound = z.infer<typeof simulatorInboundSchema>;

/** Answer of the simulator's injection endpoint: the message as stored for the receiving account. */
export const simulatorInboundDataSchema = z.object({
  /** The receiving account's id of the message. */
  smsId: z.string(),
  /** Stored time, ms since the epoch. */
  date: z.number().int(),
  /** Comma-separated media links ('' when no file was sent). */
  media: z.string(),
});
/** Answer of the simulator's injection endpoint. */
export type SimulatorInboundData = z.infer<typeof simulatorInboundDataSchema>;

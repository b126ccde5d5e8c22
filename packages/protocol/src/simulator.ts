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

/** Codes and mails sent to people, newest first (JSON GET), when no SMTP server is configured. */
export const SIMULATOR_OUTBOX_PATH = '/simulator/outbox';

/** One message of the outbox. */
export const outboxMessageSchema = z.object({
  /** 'email' or 'sms'. */
  channel: z.enum(['email', 'sms']),
  /** Address or full phone digits. */
  to: z.string(),
  /** Subject (email), '' for SMS. */
  subject: z.string(),
  /** Body text. */
  text: z.string(),
  /** When it was sent, ms since the epoch. */
  sentAt: z.number().int(),
});
/** One message of the outbox. */
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Sends a code from an app to a locked verification number (outside production only). */
export const SIMULATOR_CODE_PATH = '/simulator/code';
/** A code an app sends. */
export const simulatorCodeSchema = z.object({
  /** The verification number, full digits. */
  number: z.string().regex(/^\d{5,18}$/),
  /** App id (the sender). */
  app: z.string().min(1).max(40),
  /** Text; a code is made up and put in it when absent. */
  text: z.string().max(500).optional(),
});

/**
 * Lets time pass for one rented number (outside production only): its subscription's dates and its
 * quarantine move `days` into the past, then the renewals run once, as the periodic job would.
 */
export const SIMULATOR_RENEWALS_PATH = '/simulator/renewals';
/** The number and how many days pass for it. */
export const simulatorRenewalsSchema = z.object({
  /** A number of this service, full digits. */
  number: z.string().regex(/^\d{5,18}$/),
  /** Days that pass. */
  days: z.number().int().min(1).max(400),
});
/** What the run did, and the state of the number's newest subscription after it. */
export const simulatorRenewalsDataSchema = z.object({
  /** active, grace, released or expired. */
  status: z.string(),
  /** Subscriptions (of every account) the run charged for a new period. */
  renewed: z.number().int(),
  /** Subscriptions it put in grace. */
  graced: z.number().int(),
  /** Subscriptions that lapsed. */
  lapsed: z.number().int(),
  /** Released subscriptions that can no longer be restored. */
  expired: z.number().int(),
});
/** Answer of SIMULATOR_RENEWALS_PATH. */
export type SimulatorRenewalsData = z.infer<typeof simulatorRenewalsDataSchema>;

import { z } from 'zod';
import type { CallSpec } from './http/call-spec.ts';
import { healthDataSchema } from './http/health.ts';
import { HEALTH_PATH } from './http/paths.ts';
import {
  outboxMessageSchema,
  SIMULATOR_CODE_PATH,
  SIMULATOR_INBOUND_PATH,
  SIMULATOR_OUTBOX_PATH,
  SIMULATOR_RENEWALS_PATH,
  simulatorCodeSchema,
  simulatorInboundDataSchema,
  simulatorRenewalsDataSchema,
  simulatorRenewalsSchema,
} from './simulator.ts';

/** The simulator's code sender: an empty text field of the page's form means "make one up". */
export const simulatorCodeInputSchema = z.preprocess(
  (raw) =>
    typeof raw === 'object' && raw !== null && (raw as { text?: unknown }).text === ''
      ? { ...raw, text: undefined }
      : raw,
  simulatorCodeSchema,
);
/** Answer of the simulator's code sender: the stored message, its code and what was charged. */
export const simulatorCodeDataSchema = z.object({
  smsId: z.string(),
  code: z.string(),
  charge: z.number().int(),
});

/**
 * The envelope calls outside API_BASE, by absolute path: the health probe, and the simulator's
 * calls, which exist outside production only and answer this machine only. Their bodies are JSON or
 * plain form posts (the simulator page has no script).
 */
export const siteCalls = {
  health: { method: 'GET', path: HEALTH_PATH, auth: 'visitor', data: healthDataSchema },
  /** Injects an inbound message from an outside number (multipart: fields and an optional `file`). */
  simulatorInbound: {
    method: 'POST',
    path: SIMULATOR_INBOUND_PATH,
    auth: 'visitor',
    form: 'multipart',
    data: simulatorInboundDataSchema,
  },
  simulatorCode: {
    method: 'POST',
    path: SIMULATOR_CODE_PATH,
    auth: 'visitor',
    form: 'urlencoded',
    body: simulatorCodeInputSchema,
    data: simulatorCodeDataSchema,
  },
  simulatorOutbox: {
    method: 'GET',
    path: SIMULATOR_OUTBOX_PATH,
    auth: 'visitor',
    data: z.array(outboxMessageSchema),
  },
  /** Lets days pass for one number, then runs the renewals once. */
  simulatorRenewals: {
    method: 'POST',
    path: SIMULATOR_RENEWALS_PATH,
    auth: 'visitor',
    body: simulatorRenewalsSchema,
    data: simulatorRenewalsDataSchema,
  },
} as const satisfies Record<string, CallSpec>;

/** Name of an envelope call outside API_BASE. */
export type SiteCall = keyof typeof siteCalls;

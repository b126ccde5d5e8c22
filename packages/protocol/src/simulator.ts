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

import { z } from 'zod';

/** Every HTTP response body: `{ retcode, retmsg, data }`; retcode 0 means success. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    /** 0 on success, otherwise a code from the retcode catalogue. */
    retcode: z.number().int(),
    /** Human-readable message in the language the request asked for. */
    retmsg: z.string(),
    /** The call's payload; null on failure or when the call returns nothing. */
    data: data,
    /** On failure, what went wrong for developers (field paths, internal values); never shown to people. */
    detail: z.string().optional(),
    /** On a failure about one request field, that field's name: where a client shows retmsg. */
    field: z.string().optional(),
  });

/** The envelope with an unknown payload, for readers that only look at retcode and retmsg. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());

/** The parsed shape of a response body. */
export type Envelope<T> = { retcode: number; retmsg: string; data: T; detail?: string; field?: string };

/** Schema for calls whose success carries no payload. */
export const emptyDataSchema = z.null();

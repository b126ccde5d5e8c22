import {
  languageCodeSchema,
  Retcode,
  type SendMessageAck,
  SocketEvent,
  sendMessagePayloadSchema,
  toUiLanguage,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { nulCharacterPath, nulCharacterRefusal } from '../../lib/nul-characters.ts';
import { invalidInput } from '../../lib/validation-issues.ts';
import { requestFieldOf } from '../../plugins/envelope.ts';
import { handshakeLanguage } from '../../realtime/handshake.ts';
import type { Realtime, RealtimeSocket } from '../../realtime/index.ts';
import { retmsgFor } from '../../text/retmsg.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import type { DeliveryService } from './delivery.service.ts';
import type { SendService } from './send.service.ts';
import { toReceivePayload } from './wire.ts';

type Ack = (ack: SendMessageAck) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

/** The language of retmsg: the payload's languagecode, else the handshake's, else the session's. */
function ackLanguage(payload: unknown, socket: RealtimeSocket): UiLanguage {
  const fromPayload = languageCodeSchema.safeParse(isRecord(payload) ? payload.languagecode : undefined);
  if (fromPayload.success) return toUiLanguage(fromPayload.data);
  const { auth, query } = socket.handshake;
  const asked = (auth as Record<string, unknown> | undefined)?.languagecode ?? query.languagecode;
  return asked === undefined ? socket.data.auth.language : handshakeLanguage(socket.handshake);
}

/** The smsId a malformed payload carried, if it is a plausible string, to echo in the error ack. */
function echoedSmsId(payload: unknown): string {
  const raw = isRecord(payload) ? payload.smsId : undefined;
  return typeof raw === 'string' ? raw.slice(0, 64) : '';
}

/** What the socket handler needs. */
export interface MessagingSocketDeps {
  realtime: Realtime;
  send: SendService;
  delivery: DeliveryService;
  log: FastifyBaseLogger;
}

/**
 * Registers `sendMessage`: validates the payload, stores and charges the message, then acks; after
 * that the account's other sockets see it (direction out) and the carrier takes it.
 */
export function registerMessagingSocket({ realtime, send, delivery, log }: MessagingSocketDeps): void {
  realtime.handle(SocketEvent.sendMessage, async (socket, first, second) => {
    // An emit with only a callback puts the callback first.
    const [payload, ack] =
      typeof first === 'function' && second === undefined ? [undefined, first] : [first, second];
    if (typeof ack !== 'function') {
      log.info({ socketId: socket.id }, 'sendMessage without an ack callback ignored; nothing stored');
      return;
    }
    const language = ackLanguage(payload, socket);
    const reply = (answer: SendMessageAck) => {
      try {
        (ack as Ack)(answer);
      } catch (error) {
        log.warn({ err: error }, 'sendMessage ack failed');
      }
    };
    // As in an HTTP envelope: the sentence in retmsg, the developer detail (and its field) apart.
    const fail = (retcode: number, detail?: string, sentence?: Sentence) => {
      const answer: SendMessageAck = {
        status: retcode,
        retmsg: retmsgFor(retcode, language, sentence),
        smsId: echoedSmsId(payload),
        date: 0,
        media: '',
      };
      if (detail !== undefined) {
        log.info({ socketId: socket.id, retcode, detail }, 'sendMessage refused');
        answer.detail = detail;
        const field = requestFieldOf(detail);
        if (field !== undefined) answer.field = field;
      }
      reply(answer);
    };

    if (!isRecord(payload))
      return fail(Retcode.INVALID_PARAMETER, 'payload: must be an object', say('requestInvalid'));
    const nul = nulCharacterPath(payload);
    if (nul !== undefined) {
      const refused = nulCharacterRefusal(nul, 'payload');
      return fail(refused.retcode, refused.detail, refused.sentence);
    }
    const parsed = sendMessagePayloadSchema.safeParse(payload);
    if (!parsed.success) {
      const refused = invalidInput(parsed.error, payload);
      return fail(refused.retcode, refused.detail, refused.sentence);
    }
    const auth = socket.data.auth;
    if (parsed.data.platform !== auth.brand) {
      return fail(
        Retcode.INVALID_PARAMETER,
        `platform: "${parsed.data.platform}" is not the brand of this session`,
        say('wrongBrand'),
      );
    }
    try {
      const { row, fresh, readAt } = await send.send(auth.accountId, parsed.data);
      reply({ status: Retcode.OK, retmsg: '', smsId: row.sms_id, date: Number(row.date), media: row.media });
      if (!fresh) return;
      const others = realtime.toAccount(auth.accountId, socket.id);
      others.emit(SocketEvent.receiveMessage, toReceivePayload(row));
      if (readAt !== undefined) {
        others.emit(SocketEvent.readStateChanged, {
          ownFullNumber: row.own_full,
          otherFullNumber: row.other_full,
          readAt,
        });
      }
      await delivery.dispatchStored(row);
    } catch (error) {
      if (error instanceof AppError) return fail(error.retcode, error.detail, error.sentence);
      log.error({ err: error }, 'sendMessage failed');
      return fail(Retcode.INTERNAL_ERROR);
    }
  });
}

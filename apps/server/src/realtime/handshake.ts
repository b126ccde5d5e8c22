import {
  languageCodeSchema,
  Retcode,
  type SocketError,
  socketAuthSchema,
  toUiLanguage,
  type UiLanguage,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.ts';
import type { SessionService } from '../modules/sessions/sessions.service.ts';
import { retmsgFor } from '../text/retmsg.ts';
import type { RealtimeSocket } from './types.ts';

type Handshake = RealtimeSocket['handshake'];

/** A refused handshake as socket.io delivers it: the client reads err.message and err.data. */
export class HandshakeError extends Error {
  readonly data: SocketError;

  constructor(retcode: number, language: UiLanguage) {
    const retmsg = retmsgFor(retcode, language);
    super(retmsg);
    this.data = { retcode, retmsg };
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The token from `auth.token`, or the spec's `token` query for older clients. */
export function handshakeToken(handshake: Handshake): string | undefined {
  const fromAuth = socketAuthSchema.safeParse(handshake.auth);
  if (fromAuth.success) return fromAuth.data.token;
  const raw = firstString((handshake.auth as Record<string, unknown> | undefined)?.token);
  return raw ?? firstString(handshake.query.token);
}

/** The language of handshake refusals: `languagecode` in auth or query, else English. */
export function handshakeLanguage(handshake: Handshake): UiLanguage {
  const raw =
    firstString((handshake.auth as Record<string, unknown> | undefined)?.languagecode) ??
    firstString(handshake.query.languagecode);
  const parsed = languageCodeSchema.safeParse(raw);
  return parsed.success ? toUiLanguage(parsed.data) : 'en';
}

/** socket.io middleware: admits a socket only with a live session, else refuses with the retcode in err.data. */
export function handshakeMiddleware(sessions: SessionService, log: FastifyBaseLogger) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void): Promise<void> => {
    const language = handshakeLanguage(socket.handshake);
    try {
      socket.data.auth = await sessions.authenticate(handshakeToken(socket.handshake));
      next();
    } catch (error) {
      if (error instanceof AppError) {
        next(new HandshakeError(error.retcode, language));
        return;
      }
      log.error({ err: error }, 'socket handshake failed');
      next(new HandshakeError(Retcode.INTERNAL_ERROR, language));
    }
  };
}

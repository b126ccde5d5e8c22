/** Opaque session tokens. */
export { hashToken, SessionService } from './sessions.service.ts';
